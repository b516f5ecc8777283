/**
 * The load bench's table: each target's requests/s, latency, CPU per answer
 * and HTML size beside the bare page's, the server's memory, and the notes
 * from profiling the jobs list, printed under the figures so they read with
 * them.
 */
import { wanted, type Run } from './load-runs';

/**
 * What profiling the jobs list under this load found (where its time and memory went), printed under the figures so
 * they read with them. The commits that changed the code carry their own before/after figures.
 */
const LOAD_NOTES = [
  '',
  'Notes (where the jobs list\'s time and memory went; node --cpu-prof on server.js while autocannon drove /jobs):',
  '- Baseline: the bare app shares Express, compression (brotli quality 4 for these requests, as ours), the static',
  '  handlers, @react-router/express and the hydration of as many bytes. It has no session, security headers or',
  '  access log (together under 0.2 ms an answer here), and one route where /jobs has 6 (server.js matches each',
  '  address against only the routes its first segment can match: React Router matches every request against its',
  '  table in turn and builds a route object for each route to render the page). The rest of the gap is rendering:',
  '  /jobs is about 950 elements, the same-weight bare page about 200 (its weight is filler text), and React costs',
  '  per element more than per byte.',
  '- Removed on 29 Nov 2026: the list page read again when nothing was written (kept until a write, 0.90-0.94x',
  '  the time per answer), a React Router Link in each row, tab, sort header and sidebar item (0.94x, 0.96x), and',
  '  the /api routes in the pages\' table (0.95x). On 30 Nov: each first segment\'s own table instead of the 68',
  '  page routes (0.79x the CPU an answer, old and new server.js alternating on one build).',
  '- Removed from a signed-in /jobs request: a stat of build/client/<path> before every page (0.46 ms);',
  '  four statements built and prepared per request (Expired, brands, people: 0.5 ms); two aliased joins of users',
  '  whose mapping cost more than the query (0.1-0.3 ms); date-fns formatting each row; a Zod parse of no query.',
  '  Loaders about 0.9 -> 0.3 ms a request (one process, old and new build alternating, medians).',
  '- Memory: the server build imported lucide-react (every icon, 27 MB resident) and date-fns (8 MB) whole; they',
  '  are bundled now. Loading the build: 150 -> 130 MB resident. About 48 MB of any figure above is node\'s own',
  '  binary (file pages shared by every node process), and V8 keeps garbage between collections in proportion to',
  '  throughput. BENCH_SERVER_FLAGS=--max-semi-space-size=32 cut CPU per answer about 10% in one process but',
  '  added 26 MB of peak here (64: 77 MB) with no gain in req/s measurable on this shared machine; 8 saved 12-16 MB',
  '  for about 8% more CPU per answer. The default (16) is kept: the peak follows throughput (195-270 MB in runs of',
  '  the same code, the highest when the brand list ran at 195 req/s), not anything the server holds on to.',
  '  A heap snapshot taken under this load (it collects first) holds 37 MB of live objects (12 MB of strings, mostly',
  '  module sources; 9.5 MB of compiled code) and nothing kept per request: the rest of the peak is garbage waiting',
  '  for a collection, the young generation, and malloc (compression streams, SQLite).',
  '- Capping the old generation, on a quiet machine (BENCH_LOAD_ONLY=bare,jobs,brand,job, 8 s runs): default 322-338 MB',
  '  peak, job page 19.9-20.0 ms CPU an answer; --max-old-space-size=256: 209 MB, 28.4 ms; 192 (with semi-space 16):',
  '  199 MB, 29.8 ms; 128: 202 MB, 25.9 ms; --optimize-for-size: 169 MB, 82.5 ms. /jobs stays at 5-6 ms in all of',
  '  them. Any cap meets 250 MB at the price of 30-50% more CPU on the heaviest page (more full collections): not',
  '  the default; a host short of memory can set NODE_OPTIONS=--max-old-space-size=192 (docs/speed.md).',
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mb = (kbytes: number) => `${(kbytes / 1024).toFixed(0)} MB`;

/** What the page runs measured, and the server's memory (kB, from /proc) around the PDF run. */
export type LoadFigures = {
  runs: Run[];
  pdfRun: Run | null;
  pdfSize: { status: number; bytes: number };
  sizes: Map<string, { plain: number; gzip: number }>;
  peakNoChromium: number;
  peakNode: number;
  chromiumHwm: number;
  chromiumCount: number;
  fileKb: number;
  anonKb: number;
};

export function printLoadFigures({ runs, pdfRun, pdfSize, sizes, peakNoChromium, peakNode, chromiumHwm, chromiumCount, fileKb, anonKb }: LoadFigures): void {
  const bareRps = runs[0]?.bareRps ?? NaN;
  const rows = [...runs, ...(pdfRun ? [pdfRun] : [])];
  const width = Math.max(...rows.map((r) => r.label.length));
  console.log(`\n  ${'target'.padEnd(width)}  ${'req/s'.padStart(7)}  ${'median'.padStart(8)}  ${'p95'.padStart(8)}  ${'x bare'.padStart(6)}  ${'CPU/req'.padStart(8)}  ${'x bare'.padStart(6)}  ${'HTML'.padStart(9)}  ${'gzip'.padStart(8)}  ${'x same-weight: req/s'.padStart(20)}  ${'CPU'.padStart(5)}`);
  const bareCpu = runs[0]?.cpuMs ?? NaN;
  const line = (r: Run, size: { plain: number; gzip: number } | undefined, bytes: string, vsRps: number, vsCpu: number, same = '') =>
    console.log(
      `  ${r.label.padEnd(width)}  ${r.rps.toFixed(1).padStart(7)}  ${`${r.median.toFixed(1)} ms`.padStart(8)}  ${`${r.p95.toFixed(1)} ms`.padStart(8)}  ${(r.rps / vsRps).toFixed(2).padStart(6)}  ${`${r.cpuMs.toFixed(1)} ms`.padStart(8)}  ${(vsCpu / r.cpuMs).toFixed(2).padStart(6)}  ${(size ? kb(size.plain) : bytes).padStart(9)}  ${(size ? kb(size.gzip) : '').padStart(8)}${same}${r.bad || r.errors ? `  (${r.bad} unexpected answers, ${r.errors} errors)` : ''}`,
    );
  for (const r of rows) {
    const same = r.same ? `  ${(r.rps / r.same.rps).toFixed(2).padStart(20)}  ${(r.same.cpuMs / r.cpuMs).toFixed(2).padStart(5)}` : '';
    line(r, sizes.get(r.label), r === pdfRun ? kb(pdfSize.bytes) : '', r.bareRps ?? bareRps, bareCpu, same);
    if (r.same) line(r.same, sizes.get(`${r.same.label}:${r.label}`), '', r.bareRps ?? bareRps, bareCpu);
  }
  if (!pdfRun && wanted('pdf')) console.log(`  PDF: not measured (the server answered ${pdfSize.status}: no Chromium here?)`);
  console.log(`\n  x bare: req/s over the bare page's req/s in the run just before; CPU/req: server CPU ms per answer, x bare = bare CPU/req over it.`);
  console.log(`  x same-weight: the same against the bare app made as heavy as that page (as many rows and bytes of HTML, run just before it; its own line below the page): the page's own overhead. Target for the jobs list: 0.7.`);
  console.log(`  The add-line post answers a 302 redirect, as without JavaScript; its 'HTML' is the redirect's body.`);
  console.log(`  Server peak memory (VmHWM): ${mb(peakNoChromium)} without Chromium; ${mb(peakNode)} for node after the PDFs, plus ${mb(chromiumHwm)} in ${chromiumCount} Chromium processes (sum of their peaks)`);
  console.log(`  Resident after the page runs: ${mb(fileKb)} of file pages (node's binary and native libraries, shared with other node processes) and ${mb(anonKb)} of its own (V8 heap, malloc).`);
  for (const note of LOAD_NOTES) console.log(`  ${note}`);
}
