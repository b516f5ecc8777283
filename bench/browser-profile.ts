/**
 * Where a page load's time goes, for `BENCH_BROWSER_PROFILE=dir npm run bench -- browser`: the first measured
 * load of each page (and of its bare twin) is traced, CPU-profiled and coverage-counted, and summed up here:
 * the renderer main thread's self time by kind (script, style, layout, HTML parsing, paint), the JavaScript
 * self time by bundle file (which chunks' code runs before the page stops blocking), and the bytes of
 * JavaScript and CSS the load never ran or matched, as Chrome's Coverage counts them.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';

type TraceEvent = { name: string; ph: string; ts: number; dur?: number; pid: number; tid: number; args?: { name?: string } };

const KIND: [RegExp, string][] = [
  [/^(ParseHTML)$/, 'parse HTML'],
  [/^(UpdateLayoutTree|RecalculateStyles|ParseAuthorStyleSheet|ScheduleStyleRecalculation)$/, 'style'],
  [/^(Layout|UpdateLayer|UpdateLayerTree|IntersectionObserverController::computeIntersections)$/, 'layout'],
  [/^(Paint|PrePaint|Layerize|Commit|PaintImage|CompositeLayers|RasterTask|Decode.*)$/, 'paint'],
  [/^(v8\.compile|v8\.compileModule|V8\.CompileCode|v8\.parseOnBackground|CompileScript|v8\.produceModuleCache|v8\.produceCache|V8\.ParseFunction|V8\.CompileLazy)$/, 'compile JS'],
  [/^(MajorGC|MinorGC|V8\.GC.*|BlinkGC.*|GCEvent)$/, 'GC'],
  [/^(EvaluateScript|v8\.evaluateModule|FunctionCall|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame|v8\.run|V8\.Execute|ProfileCall|XHRReadyStateChange|FireIdleCallback)$/, 'run JS'],
];

/** Self time (ms) of the renderer main thread by kind of work, from a Chromium trace. */
export function traceSummary(file: string): Record<string, number> {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : (raw.traceEvents ?? []);
  // The renderer that loaded the page: the main thread with the most ParseHTML.
  const mains = events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const busiest = mains
    .map((m) => ({ m, n: events.filter((e) => e.pid === m.pid && e.tid === m.tid && e.name === 'ParseHTML').length }))
    .sort((a, b) => b.n - a.n)[0]?.m;
  if (!busiest) return {};
  const passes: Record<string, number> = {};
  const xs = events
    .filter((e) => e.pid === busiest.pid && e.tid === busiest.tid && e.ph === 'X' && typeof e.dur === 'number')
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const out: Record<string, number> = {};
  const stack: { end: number; kind: string; self: number; name: string }[] = [];
  const close = (upTo: number) => {
    while (stack.length && stack.at(-1)!.end <= upTo) {
      const done = stack.pop()!;
      out[done.kind] = (out[done.kind] ?? 0) + done.self / 1000;
    }
  };
  for (const e of xs) {
    close(e.ts);
    const parent = stack.at(-1);
    if (parent) parent.self -= e.dur!;
    let kind = KIND.find(([re]) => re.test(e.name))?.[1] ?? (parent ? parent.kind : 'unlabelled');
    // Style or layout a script asked for (reading a size before the browser's own pass): a forced one.
    if ((kind === 'style' || kind === 'layout') && stack.some((s) => RUNS_JS.test(s.name))) kind = `${kind} forced by JS`;
    if (e.name === 'UpdateLayoutTree' || e.name === 'Layout') passes[kind] = (passes[kind] ?? 0) + 1;
    stack.push({ end: e.ts + e.dur!, kind, self: e.dur!, name: e.name });
  }
  close(Infinity);
  for (const [kind, n] of Object.entries(passes)) out[`${kind} passes`] = n;
  return out;
}

const RUNS_JS = /^(EvaluateScript|v8\.evaluateModule|FunctionCall|RunMicrotasks|TimerFire|EventDispatch|FireAnimationFrame)$/;

type ProfileNode = { id: number; callFrame: { url: string; functionName: string }; children?: number[] };
type CpuProfile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[]; startTime: number };

/** JavaScript self time (ms) by script file, from a V8 CPU profile ('(program)', '(garbage collector)' kept apart). */
export function profileByFile(profile: CpuProfile): Record<string, number> {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const out: Record<string, number> = {};
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const name = node.callFrame.url ? shortName(node.callFrame.url) : node.callFrame.functionName || '(anonymous)';
    if (name === '(idle)') return;
    out[name] = (out[name] ?? 0) + (profile.timeDeltas[i + 1] ?? 0) / 1000;
  });
  return out;
}

const shortName = (url: string) => url.replace(/^https?:\/\/[^/]+/, '').replace(/^\/assets\//, '').replace(/-[A-Za-z0-9_-]{8}\.(js|css)$/, '.$1');

export async function startCoverage(page: Page): Promise<void> {
  await page.coverage.startJSCoverage({ resetOnNavigation: false, reportAnonymousScripts: false });
  await page.coverage.startCSSCoverage({ resetOnNavigation: false });
}

/** Bytes of JavaScript and CSS each file has, and how many the load used (run / matched). */
export async function stopCoverage(page: Page): Promise<{ file: string; bytes: number; used: number }[]> {
  const js = await page.coverage.stopJSCoverage();
  const css = await page.coverage.stopCSSCoverage();
  const out: { file: string; bytes: number; used: number }[] = [];
  for (const entry of js) {
    // Inline scripts (the hydration data) carry the document's URL: only the bundle files are counted.
    if (!entry.source || !/\.js(\?|$)/.test(entry.url)) continue;
    const counts = new Uint8Array(entry.source.length).fill(1);
    // V8 block coverage: ranges nest, an inner range overrides the outer one; larger first, inner last.
    const ranges = entry.functions.flatMap((f) => f.ranges).sort((a, b) => b.endOffset - b.startOffset - (a.endOffset - a.startOffset));
    for (const r of ranges) counts.fill(r.count > 0 ? 1 : 0, r.startOffset, r.endOffset);
    out.push({ file: shortName(entry.url), bytes: entry.source.length, used: counts.reduce((s, c) => s + c, 0) });
  }
  for (const entry of css) {
    if (!/\.css(\?|$)/.test(entry.url)) continue;
    const used = entry.ranges.reduce((s, r) => s + (r.end - r.start), 0);
    out.push({ file: shortName(entry.url), bytes: entry.text?.length ?? 0, used });
  }
  return out;
}

/** One page's profile written as text: by kind, the top script files, coverage. */
export function describeProfile(label: string, trace: Record<string, number>, byFile: Record<string, number>, coverage: { file: string; bytes: number; used: number }[]): string {
  const ms = (x: number) => `${x.toFixed(0)} ms`;
  const kinds = Object.entries(trace).filter(([k, v]) => !k.endsWith('passes') && v >= 1).sort((a, b) => b[1] - a[1]);
  const passes = Object.entries(trace).filter(([k]) => k.endsWith('passes'));
  const files = Object.entries(byFile).filter(([k]) => k.endsWith('.js') || k.startsWith('(garbage')).sort((a, b) => b[1] - a[1]).slice(0, 10);
  const jsFiles = coverage.filter((c) => c.file.endsWith('.js'));
  const cssFiles = coverage.filter((c) => !c.file.endsWith('.js'));
  const sum = (xs: typeof coverage, k: 'bytes' | 'used') => xs.reduce((s, c) => s + c[k], 0);
  const kb = (x: number) => `${(x / 1024).toFixed(0)} KB`;
  const lines = [
    `  ${label}`,
    `    main thread self time: ${kinds.map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`,
    `    style and layout passes: ${passes.map(([k, v]) => `${k.replace(' passes', '')} ${v}`).join(', ')}`,
    `    JS self time by file: ${files.map(([k, v]) => `${k} ${ms(v)}`).join(', ')}`,
    `    JS: ${kb(sum(jsFiles, 'bytes'))} in ${jsFiles.length} files, ${kb(sum(jsFiles, 'bytes') - sum(jsFiles, 'used'))} never run; CSS: ${kb(sum(cssFiles, 'bytes'))}, ${kb(sum(cssFiles, 'bytes') - sum(cssFiles, 'used'))} unmatched`,
    `    unused JS by file: ${jsFiles
      .sort((a, b) => b.bytes - b.used - (a.bytes - a.used))
      .slice(0, 8)
      .map((c) => `${c.file} ${kb(c.bytes - c.used)} of ${kb(c.bytes)}`)
      .join(', ')}`,
  ];
  return lines.join('\n');
}
