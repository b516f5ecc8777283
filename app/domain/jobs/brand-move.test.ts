import { describe, expect, it } from 'vitest';
import { brandMovedToast, brandMoveSummary, BRAND_MOVE_MESSAGES } from './brand-move';

describe('brandMoveSummary', () => {
  it('says each kind of line once, with its count, and the versions when more than one', () => {
    expect(brandMoveSummary("Wendy's", { repriced: 3, kept: 1, custom: 2, versions: 2 })).toBe(
      "Moving to Wendy's: 3 lines re-priced from Wendy's catalogue; 1 line moved to Wendy's same-named item keeps its edited prices and 2 lines without a match become Custom lines at current prices (all 2 versions).",
    );
    expect(brandMoveSummary('Skechers', { repriced: 1, kept: 0, custom: 0, versions: 1 })).toBe("Moving to Skechers: 1 line re-priced from Skechers' catalogue.");
    expect(brandMoveSummary('Skechers', { repriced: 0, kept: 0, custom: 1, versions: 1 })).toBe(
      'Moving to Skechers: 1 line without a match becomes a Custom line at current prices.',
    );
    expect(brandMoveSummary('Skechers', { repriced: 0, kept: 0, custom: 0, versions: 1 })).toBe('Moving to Skechers: the job has no line items to change.');
  });

  it('the toast counts what happened', () => {
    expect(brandMovedToast('Skechers', { repriced: 2, kept: 0, custom: 1, versions: 1 })).toBe(
      'Job information updated successfully: moved to Skechers, 3 lines (2 re-priced, 1 now Custom)',
    );
    expect(BRAND_MOVE_MESSAGES.noCustomSign('Skechers', 1)).toMatch(/^Skechers has no active Custom Sign to carry 1 line /);
  });
});
