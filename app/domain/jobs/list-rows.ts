/**
 * What a jobs list row shows, and nothing more: the lists' loaders send these
 * to the screen, so the page's hydration data carries no field the table does
 * not render (no job id, brand name or raw timestamp), and each person once:
 * rows naming the same person share one object, which React Router's data
 * stream writes once and refers back to (25 rows name four or five people).
 * The rows travel as columns (one array per field): the stream writes an
 * object's keys with every object, so 25 row objects would repeat each of the
 * 11 field names 25 times (about 2.5 KB of a page); the screen turns the
 * columns back into rows (rowsOf).
 */
import { format } from 'date-fns';

export type ListPerson = { name: string; image: string | null; role: string };

type ListedJob = {
  jobName: string;
  jobNumber: string;
  brandSlug: string;
  clientName: string;
  proposalNo: string;
  status: string;
  createdAt: number;
  dateLabel: string;
  priceTotal: number;
  /** Whose total priceTotal is when it is not the latest version's: 'approved', 'sent' or 'declined' (its grand total); '' otherwise. */
  totalOf: string;
  creator: ListPerson | null;
  projectManager: ListPerson | null;
};

export type ShownJob = Omit<ListedJob, 'createdAt'> & {
  /** The day of dateLabel as YYYY-MM-DD (the <time> element's datetime), in the same time zone. */
  date: string;
};

export function shownJobs(jobs: readonly ListedJob[]): ShownJob[] {
  const people = new Map<string, ListPerson>();
  const person = (p: ListPerson | null): ListPerson | null => {
    if (!p) return null;
    const key = JSON.stringify([p.name, p.image, p.role]);
    let shared = people.get(key);
    if (!shared) people.set(key, (shared = { name: p.name, image: p.image, role: p.role }));
    return shared;
  };
  return jobs.map((job) => ({
    jobName: job.jobName,
    jobNumber: job.jobNumber,
    brandSlug: job.brandSlug,
    clientName: job.clientName,
    proposalNo: job.proposalNo,
    status: job.status,
    date: format(job.createdAt, 'yyyy-MM-dd'),
    dateLabel: job.dateLabel,
    priceTotal: job.priceTotal,
    totalOf: job.totalOf,
    creator: person(job.creator),
    projectManager: person(job.projectManager),
  }));
}

/** Every field of a shown row (the type makes sure none is missing), in the order the columns are written. */
const FIELDS: { [K in keyof ShownJob]-?: true } = {
  jobName: true,
  jobNumber: true,
  brandSlug: true,
  clientName: true,
  proposalNo: true,
  status: true,
  date: true,
  dateLabel: true,
  priceTotal: true,
  totalOf: true,
  creator: true,
  projectManager: true,
};
const KEYS = Object.keys(FIELDS) as (keyof ShownJob)[];

/** Rows as one array per field. */
export type JobColumns = { [K in keyof ShownJob]: ShownJob[K][] };

export function columnsOf(rows: readonly ShownJob[]): JobColumns {
  return Object.fromEntries(KEYS.map((key) => [key, rows.map((row) => row[key])])) as JobColumns;
}

export function rowsOf(columns: JobColumns): ShownJob[] {
  return columns.jobName.map((_, i) => Object.fromEntries(KEYS.map((key) => [key, columns[key][i]])) as ShownJob);
}

/** A page of the list with its rows as shown, in columns (what a list's loader returns). */
export function shownPage<P extends { jobs: readonly ListedJob[] }>(page: P): Omit<P, 'jobs'> & { jobs: JobColumns } {
  return { ...page, jobs: columnsOf(shownJobs(page.jobs)) };
}
