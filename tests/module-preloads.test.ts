/**
 * The page's script files asked for after its first frame (app/server/http/module-preloads.server.ts): the
 * modulepreload links leave <head> and come back through a script after #page-end, for the same files.
 */
import { describe, expect, it } from 'vitest';
import { preloadModulesAfterFirstPaint } from '../app/server/http/module-preloads.server';

const shell = (head: string, body: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${head}</head><body>${body}</body></html>`;
const links =
  '<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>' +
  '<link rel="modulepreload" href="/assets/entry.client-A1.js" nonce="n0nce"/>' +
  '<link rel="modulepreload" href="/assets/job-B2.js" nonce="n0nce"/>';
const content = '<main><p>Job</p></main><span id="page-end" hidden=""></span><script nonce="n0nce">window.x=1</script>';

describe('preloadModulesAfterFirstPaint', () => {
  it('moves the modulepreload links into one script after #page-end, with the nonce, leaving the rest as it was', () => {
    const out = preloadModulesAfterFirstPaint(shell(links, content), 'n0nce');
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('modulepreload');
    expect(head).toContain('<link rel="stylesheet" href="/assets/app.css" data-precedence="default"/>');
    const script = out.match(/<span id="page-end" hidden=""><\/span>(<script nonce="n0nce">[^<]*<\/script>)<script nonce="n0nce">window\.x=1/);
    expect(script).not.toBeNull();
    expect(script![1]).toContain('["/assets/entry.client-A1.js","/assets/job-B2.js"]');
    expect(script![1]).toContain('requestAnimationFrame');
    expect(out).toContain('<main><p>Job</p></main>');
  });

  it('adds the links back in the browser, once a frame has been drawn', async () => {
    const out = preloadModulesAfterFirstPaint(shell(links, content), 'n0nce');
    const code = out.match(/<script nonce="n0nce">(requestAnimationFrame[^<]*)<\/script>/)![1]!;
    const added: Array<{ rel: string; href: string }> = [];
    let frame: (() => void) | undefined;
    const fakeWindow = {
      requestAnimationFrame: (f: () => void) => (frame = f),
      setTimeout: (f: () => void) => f(),
      document: { createElement: () => ({ rel: '', href: '' }), head: { appendChild: (l: { rel: string; href: string }) => added.push(l) } },
    };
    new Function('requestAnimationFrame', 'setTimeout', 'document', code)(fakeWindow.requestAnimationFrame, fakeWindow.setTimeout, fakeWindow.document);
    expect(added).toEqual([]);
    frame!();
    expect(added).toEqual([
      { rel: 'modulepreload', href: '/assets/entry.client-A1.js' },
      { rel: 'modulepreload', href: '/assets/job-B2.js' },
    ]);
  });

  it('leaves a page without modulepreload links or without #page-end as it is', () => {
    const plain = shell('<title>x</title>', content);
    expect(preloadModulesAfterFirstPaint(plain, 'n0nce')).toBe(plain);
    const noEnd = shell(links, '<main></main>');
    expect(preloadModulesAfterFirstPaint(noEnd, 'n0nce')).toBe(noEnd);
  });

  it('writes no nonce attribute when the request has none (npm run dev), and escapes < in a file name', () => {
    const odd = '<link rel="modulepreload" href="/assets/a</script>.js"/>';
    const out = preloadModulesAfterFirstPaint(shell(odd, content), undefined);
    expect(out).toContain('<span id="page-end" hidden=""></span><script>requestAnimationFrame');
    expect(out).toContain('/assets/a\\u003c/script>.js');
    expect(out.split('</script>')).toHaveLength(3);
  });
});
