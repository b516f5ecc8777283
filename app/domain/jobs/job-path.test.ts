import { describe, expect, it } from 'vitest';
import { jobPath } from './job-path';

describe('jobPath', () => {
  it('builds the job page address', () => {
    expect(jobPath({ brandSlug: 'dhc', jobNumber: '2025-014' })).toBe('/job/dhc/2025-014');
  });
  it('encodes a job number that holds URL characters', () => {
    expect(jobPath({ brandSlug: 'dhc', jobNumber: 'A/B #1?' })).toBe('/job/dhc/A%2FB%20%231%3F');
  });
});
