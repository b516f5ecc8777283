import { describe, expect, it } from 'vitest';
import { confirmToken, duplicatedFromDetail, duplicateLinesSummary } from './duplicate';

describe('duplicate job sentences', () => {
  it('says where a job came from', () => {
    expect(duplicatedFromDetail({ brandName: "Carl's Jr", jobNumber: '2026-001', versionNumber: 2, lines: 5, keptAsCustom: 1 })).toBe(
      "Duplicated from Carl's Jr job 2026-001, version 2: 5 lines (1 kept as Custom)",
    );
    expect(duplicatedFromDetail({ brandName: 'Skechers', jobNumber: 'A', versionNumber: 1, lines: 1, keptAsCustom: 0 })).toBe('Duplicated from Skechers job A, version 1: 1 line');
  });

  it('summarises the lines for the dialog', () => {
    expect(duplicateLinesSummary(true, 'Wendy', 3, 0)).toBe('3 lines copied as they are.');
    expect(duplicateLinesSummary(false, "Wendy's", 3, 1)).toBe("2 lines moved to the same-named items of Wendy's; 1 line without a match kept as Custom at current prices.");
    expect(duplicateLinesSummary(false, 'X', 0, 0)).toMatch(/starts empty/);
    expect(confirmToken(4, 2)).toBe('4:2');
  });
});
