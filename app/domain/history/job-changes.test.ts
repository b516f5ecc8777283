import { describe, expect, it } from 'vitest';
import { brandMoveText, infoChangeTexts, jobCreatedText } from './job-changes';

describe("what History says about a job's info", () => {
  it('one text per changed field, in the dialogs order, empty said as (empty)', () => {
    expect(infoChangeTexts({ jobName: 'Main St', tax: '5%', contactEmail: '' }, { jobName: 'Main Street', tax: '7.5%', contactEmail: 'pat@example.com' })).toEqual([
      "changed the job name from 'Main St' to 'Main Street'",
      "changed the tax from '5%' to '7.5%'",
      "changed the contact e-mail from (empty) to 'pat@example.com'",
    ]);
    expect(infoChangeTexts({ jobName: 'Same' }, { jobName: 'Same' })).toEqual([]);
  });

  it('long text is cut and kept on one line', () => {
    const [text] = infoChangeTexts({ scopeNotes: '' }, { scopeNotes: `Line one\nline two ${'x'.repeat(200)}` });
    expect(text).toMatch(/^changed the scope notes from \(empty\) to 'Line one line two x+…'$/);
    expect(text!.length).toBeLessThan(140);
  });

  it('created, and a brand move with what it did to the lines', () => {
    expect(jobCreatedText({ jobName: 'Main St', jobNumber: '2025-014', clientName: 'Acme Retail' })).toBe("created the job 'Main St' (2025-014) for 'Acme Retail'");
    expect(brandMoveText('Skechers', { repriced: 2, kept: 0, custom: 1, versions: 1 })).toBe("moved the job's 3 lines to Skechers: 2 re-priced from its catalogue, 1 now Custom lines at their current prices");
    expect(brandMoveText('Skechers', { repriced: 0, kept: 0, custom: 0, versions: 1 })).toBe('moved the job to Skechers; it had no line items to change');
  });
});
