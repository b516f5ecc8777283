import { describe, expect, it } from 'vitest';
import { modifierSteps, splitModifierChange } from './option-modifiers';

describe('an option modifier keeps its own history', () => {
  it('names each entry whose modifier an edit moved, old -> new, and leaves the others out', () => {
    expect(modifierSteps('White, Bronze +$150, Halo +15%', 'White, Bronze +$165, Halo +15%')).toEqual([{ entry: 'Bronze', old: '+$150', value: '+$165' }]);
  });
  it('reads an entry added or removed as missing on one side, and a modifier taken off as No modifier', () => {
    expect(modifierSteps('White +$10, Bronze +$150', 'White, Gold +$200')).toEqual([
      { entry: 'White', old: '+$10', value: 'No modifier' },
      { entry: 'Gold', old: null, value: '+$200' },
      { entry: 'Bronze', old: '+$150', value: null },
    ]);
  });
  it('an option created or deleted: every entry appears or goes', () => {
    expect(modifierSteps(null, 'Bronze +$150')).toEqual([{ entry: 'Bronze', old: null, value: '+$150' }]);
    expect(modifierSteps('Bronze +$150', null)).toEqual([{ entry: 'Bronze', old: '+$150', value: null }]);
  });
});

describe("an import's modifiers held for a later day", () => {
  it('holds back an amount that moved under the same name and unit; the rest applies at once', () => {
    expect(splitModifierChange('White, Bronze +$150, Halo +15%', 'White, Bronze +$165, Halo +20%, Gold +$99')).toEqual({
      cells: [{ entry: 'Bronze', oldCents: 15000, newCents: 16500 }],
      atOnce: 'White, Bronze +$150, Halo +20%, Gold +$99',
    });
  });
});
