/** The job page's address, /job/{brandSlug}/{jobNumber}: the one place it is built (both parts encoded). */
export function jobPath(job: { brandSlug: string; jobNumber: string }): string {
  return `/job/${encodeURIComponent(job.brandSlug)}/${encodeURIComponent(job.jobNumber)}`;
}
