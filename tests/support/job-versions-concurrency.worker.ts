/**
 * Run by tests/job-versions.test.ts as a separate process (its own SQLite
 * connection to the same file, DATABASE_PATH): waits for a common start
 * time, then creates `count` versions of a job from version 1 and prints the
 * results as JSON.
 */
import { createVersion } from '../../app/server/jobs/job-versions.server';

const [jobId, userId, count, startAt] = process.argv.slice(2).map(Number) as [number, number, number, number];
while (Date.now() < startAt) {
  // Busy-wait on purpose: both processes start within a millisecond.
}
const results = [];
for (let i = 0; i < count; i++) {
  try {
    results.push(createVersion(jobId, 1, userId));
  } catch (error) {
    results.push({ ok: false, error: String(error) });
  }
}
process.stdout.write(JSON.stringify(results));
