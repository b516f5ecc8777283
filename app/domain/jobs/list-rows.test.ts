import { describe, expect, it } from 'vitest';
import { formatListDate } from '~/domain/dates';
import { columnsOf, rowsOf, shownJobs, shownPage } from './list-rows';

const at = new Date(2025, 5, 13, 23, 30).getTime(); // late evening, local time: the day must not slip
const row = (over: Partial<Parameters<typeof shownJobs>[0][number]> & { id?: number; brandName?: string } = {}) => ({
  id: 7,
  brandName: "Dave's Hot Chicken",
  jobName: 'Richardson',
  jobNumber: '2025-014',
  brandSlug: 'dhc',
  clientName: 'Hot Bird Hospitality LLC',
  proposalNo: 'DHCP-014',
  status: 'Draft',
  totalOf: '',
  createdAt: at,
  dateLabel: formatListDate(at),
  priceTotal: 123_45,
  creator: { name: 'Sam Ortiz', image: null, role: 'User' },
  projectManager: { name: 'Priya Nair', image: null, role: 'Admin' },
  ...over,
});

describe('shownJobs', () => {
  it('keeps what a row shows and drops the rest', () => {
    const { id: _id, brandName: _brand, createdAt: _created, ...shows } = row();
    const [shown] = shownJobs([row()]);
    expect(shown).toEqual({ ...shows, totalOf: '', date: '2025-06-13', dateLabel: 'Jun 13th, 2025' });
  });

  it('gives rows naming the same person one shared object, and different people their own', () => {
    const jobs = shownJobs([
      row(),
      row({ creator: { name: 'Priya Nair', image: null, role: 'Admin' }, projectManager: null }),
      row({ creator: { name: 'Priya Nair', image: '/avatar.png', role: 'Admin' } }),
    ]);
    expect(jobs[1]!.creator).toBe(jobs[0]!.projectManager);
    expect(jobs[2]!.projectManager).toBe(jobs[0]!.projectManager);
    expect(jobs[2]!.creator).not.toBe(jobs[0]!.projectManager);
    expect(jobs[2]!.creator).toEqual({ name: 'Priya Nair', image: '/avatar.png', role: 'Admin' });
    expect(jobs[1]!.projectManager).toBeNull();
  });

  it("keeps a page's paging as it is", () => {
    const page = shownPage({ jobs: [row()], total: 1, page: 0, pageSize: 25, pageCount: 1 });
    expect(page).toMatchObject({ total: 1, page: 0, pageSize: 25, pageCount: 1 });
    expect(rowsOf(page.jobs)[0]).not.toHaveProperty('id');
  });

  it('sends the rows as one array per field, and the screen reads them back as the same rows', () => {
    const rows = shownJobs([row(), row({ jobName: 'Plano', jobNumber: '2025-015', projectManager: null })]);
    const columns = columnsOf(rows);
    expect(columns.jobName).toEqual(['Richardson', 'Plano']);
    expect(columns.projectManager).toEqual([rows[0]!.projectManager, null]);
    expect(Object.keys(columns)).toHaveLength(12);
    expect(rowsOf(columns)).toEqual(rows);
    expect(rowsOf(columnsOf([]))).toEqual([]);
  });
});
