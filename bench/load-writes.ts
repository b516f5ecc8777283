/**
 * The load bench's write steps: add-line posts at a fixed rate, stepped up
 * until p95 passes 50 ms or the rate is not held; the same
 * write without HTTP (addLineItem in this process); and how many estimators
 * that carries, from the rate held and from CPU cost per answer.
 */
import { testStaff } from '../tests/support/staff-actor';
import type { LineItemDraft } from '../app/server/line-items/line-item-writes.server';
import { LINES } from './line-items';
import { SECONDS, evenlySpaced, percentile, type Run, type Target } from './load-runs';

const WRITE_P95_LIMIT_MS = 50;

/**
 * `addLine` is the Add panel's post on the 300-line version `versionId`; `dropAddedLines` deletes what it added
 * (outside the measurement); `runs` and `pages` are the autocannon runs, whose CPU per answer gives the estimate.
 */
export async function runWriteSteps({ addLine, dropAddedLines, versionId, mix, runs, pages }: {
  addLine: Target;
  dropAddedLines: () => unknown;
  versionId: number;
  mix: LineItemDraft[];
  runs: Run[];
  pages: Target[];
}): Promise<void> {
  // Writes: a fixed rate of add-line posts, stepped up until p95 passes the limit or the rate is not held.
  // At least 20 posts a step: with 5 (1/s for 5 s) the p95 is the slowest post, and one collection decides it.
  const seconds = Math.min(SECONDS, 5);
  const stepSeconds = (rate: number) => Math.max(seconds, 20 / rate);
  console.log(`\n  Add-line writes at a fixed rate (evenly spaced, open loop, ${seconds} s per step and at least 20 posts; p95 limit ${WRITE_P95_LIMIT_MS} ms):`);
  let held = 0;
  for (const rate of [1, 2, 5, 10, 20, 40, 60, 80, 120, 160, 240, 320]) {
    const r = await evenlySpaced(addLine, rate, stepSeconds(rate));
    dropAddedLines();
    const ok = r.p95 <= WRITE_P95_LIMIT_MS && r.rps >= rate * 0.95 && r.bad === 0;
    console.log(`    ${String(rate).padStart(4)}/s asked: ${r.rps.toFixed(1).padStart(6)}/s done, median ${r.median.toFixed(1)} ms, p95 ${r.p95.toFixed(1)} ms${ok ? '' : '  <- over'}`);
    if (!ok) break;
    held = rate;
  }
  // The same write without HTTP, React Router or the session: addLineItem in this process, one after
  // another on the 300-line version, while the server idles (what the SQLite file itself takes).
  const { addLineItem } = await import('../app/server/line-items/line-item-writes.server');
  const direct: number[] = [];
  const until = performance.now() + seconds * 1000;
  while (performance.now() < until) {
    const t0 = performance.now();
    if (!addLineItem(testStaff, versionId, mix[0]!).ok) throw new Error('addLineItem failed');
    direct.push(performance.now() - t0);
  }
  dropAddedLines();
  const directSeconds = direct.reduce((a, b) => a + b, 0) / 1000;
  direct.sort((a, b) => a - b);
  console.log(
    `  addLineItem alone (no HTTP; one transaction each, one after another): ${(direct.length / directSeconds).toFixed(0)} writes/s, median ${percentile(direct, 50).toFixed(1)} ms, p95 ${percentile(direct, 95).toFixed(1)} ms`,
  );
  // One estimator at peak adds a line every 10 s (open the panel, pick, configure, save); docs/speed.md explains.
  const perEstimator = 0.1;
  console.log(`  Sustained add-line posts through the server with p95 under ${WRITE_P95_LIMIT_MS} ms: ${held === 0 ? 'not held even at 1/s here' : `${held}/s`}`);
  if (held > 0) console.log(`  At one line every 10 s per estimator at peak: about ${Math.floor(held / perEstimator)} estimators adding lines at the same moment`);
  // From CPU cost (steadier on a shared machine): each added line costs the post and, after it, the
  // job page again; keep the one server thread half busy so queues stay short.
  const addCpu = runs.find((r) => r.label === addLine.label)?.cpuMs;
  const pageCpu = runs.find((r) => r.label === pages[2]!.label)?.cpuMs;
  const listCpu = runs.find((r) => r.label === pages[0]!.label)?.cpuMs;
  if (addCpu && pageCpu && listCpu) {
    const estimators = (ms: number) => Math.floor((1000 / ms / 2) / perEstimator);
    console.log(
      `  Estimate from CPU cost (half of one core; one line every 10 s each, then the page again): about ${estimators(addCpu + pageCpu)} estimators on ${LINES}-line jobs (${addCpu.toFixed(1)} + ${pageCpu.toFixed(1)} ms a line), about ${estimators(addCpu + listCpu)} on jobs whose page costs what a 25-row list does (${addCpu.toFixed(1)} + ${listCpu.toFixed(1)} ms)`,
    );
  }
}
