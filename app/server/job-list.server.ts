/**
 * The jobs list, paged in SQL (OWNER: jobs-list helper; this signature is the
 * contract other modules call).
 */
export const JOBS_PAGE_SIZE = 25;

export type PersonSummary = { name: string; image: string | null; role: string };

export type JobListRow = {
  id: number;
  jobName: string;
  jobNumber: string;
  brandSlug: string;
  brandName: string;
  clientName: string;
  proposalNo: string;
  status: string;
  createdAt: number;
  dateLabel: string; // 'Jun 13th, 2025'
  creator: PersonSummary | null;
  projectManager: PersonSummary | null;
};

export type JobListPage = {
  jobs: JobListRow[];
  total: number;
  page: number; // 0-based
  pageSize: number;
  pageCount: number;
};

export function listJobs(_opts: { page?: number; status?: string; brandSlug?: string }): JobListPage {
  return { jobs: [], total: 0, page: 0, pageSize: JOBS_PAGE_SIZE, pageCount: 0 };
}
