/**
 * Home's two small lists of money still due (docs/invoices.md § Where money shows): approved jobs whose deposit
 * is not paid in full (not yet invoiced included), and invoices past their due day with money owed. At most
 * ten of each, oldest first, each linking to its job.
 */
import { sql } from 'drizzle-orm';
import { getDb } from '~/server/db.server';
import { depositDueCondition } from '~/server/lifecycle/job-status.server';
import { today } from '~/server/lifecycle/version-state.server';
import { jobPath } from '~/domain/jobs/job-path';

export type DueJob = { jobName: string; jobNumber: string; href: string };
export type OverdueInvoice = DueJob & { number: string; dueDay: string; owed: number };

const LIMIT = 10;

export function moneyDue(): { deposits: DueJob[]; overdue: OverdueInvoice[] } {
  const db = getDb();
  const deposits = db.all<{ jobName: string; jobNumber: string; brandSlug: string }>(sql`
    select jobs.job_name as jobName, jobs.job_number as jobNumber, brands.slug as brandSlug
    from jobs join brands on brands.id = jobs.brand_id
    where ${depositDueCondition} order by jobs.updated_at asc limit ${LIMIT}`);
  const overdue = db.all<{ jobName: string; jobNumber: string; brandSlug: string; number: string; dueDay: string; owed: number }>(sql`
    select jobs.job_name as jobName, jobs.job_number as jobNumber, brands.slug as brandSlug, i.number as number, i.due_day as dueDay,
      i.amount - (select coalesce(sum(p.amount), 0) from payments p where p.invoice_id = i.id and p.reversed_at is null) as owed
    from invoices i join jobs on jobs.id = i.job_id join brands on brands.id = jobs.brand_id
    where i.voided_at is null and i.due_day is not null and i.due_day < ${today()} and owed > 0
    order by i.due_day asc limit ${LIMIT}`);
  const href = (r: { brandSlug: string; jobNumber: string }) => jobPath({ brandSlug: r.brandSlug, jobNumber: r.jobNumber });
  return {
    deposits: deposits.map((r) => ({ jobName: r.jobName, jobNumber: r.jobNumber, href: href(r) })),
    overdue: overdue.map((r) => ({ jobName: r.jobName, jobNumber: r.jobNumber, href: href(r), number: r.number, dueDay: r.dueDay, owed: r.owed })),
  };
}
