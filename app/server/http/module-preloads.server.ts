/**
 * The page's script files are asked for once its first frame is drawn, not while it is parsed.
 *
 * React Router writes a `<link rel="modulepreload">` into `<head>` for every script file the page's routes
 * use: 20 or more on a job page. The browser then fetches and takes in those files while it parses the page,
 * in tasks that cut the parse into pieces and hold back the first paint; on a 4x slower CPU a job page was
 * drawn 50-100 ms later for it and blocked input longer (docs/speed-profile.md, the thirteenth pass). Here
 * the links leave `<head>`, and a small script after the page's content (after `#page-end`, see
 * app/root.tsx) adds the same links back once the first frame is drawn, so the files are still fetched
 * side by side instead of one import after another. Without JavaScript nothing of this matters: the page
 * needs none of those files.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
const PAGE_END = '<span id="page-end" hidden=""></span>';

/**
 * The shell's HTML with its modulepreload links moved behind the first paint; unchanged when it has none or
 * no `#page-end` to put the script after. `nonce` is the request's script nonce (the CSP lets only it run).
 */
export function preloadModulesAfterFirstPaint(html: string, nonce: string | undefined): string {
  const headEnd = html.indexOf('</head>');
  const pageEnd = html.indexOf(PAGE_END);
  if (headEnd < 0 || pageEnd < headEnd) return html;
  const head = html.slice(0, headEnd);
  const hrefs = [...head.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
  if (hrefs.length === 0) return html;
  // Escaped for a script element: no '<' can end it early, whatever a file is called.
  const list = JSON.stringify(hrefs).replace(/</g, '\\u003c');
  // requestAnimationFrame runs just before the first frame is drawn, the timeout just after it.
  const script =
    `<script${nonce ? ` nonce="${nonce}"` : ''}>requestAnimationFrame(function(){setTimeout(function(){` +
    `${list}.forEach(function(h){var l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.appendChild(l)})})})</script>`;
  const at = pageEnd + PAGE_END.length;
  return head.replace(MODULE_PRELOAD, '') + html.slice(headEnd, at) + script + html.slice(at);
}
