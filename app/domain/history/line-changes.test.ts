import { describe, expect, it } from 'vitest';
import { lineAddedText, lineDeletedText, lineEditedText, lineRestoredText, linesMovedText, pictureText, pricesEditedText, pricingResetText, type LineSnapshot } from './line-changes';

const letters: LineSnapshot = {
  name: 'Channel Letters',
  lineNo: 3,
  quantity: 2,
  description: '24" Red Channel Letters',
  options: { size: '24"', Color: 'Red' },
  pricingMode: 'Calculated',
  price: 600_00,
  install: 0,
  budget: 330_00,
  installBudget: 0,
};

describe('what History says about a line write', () => {
  it("one change as a sentence, with the line's price (unit x quantity + install) as the job page shows it", () => {
    expect(lineEditedText(letters, { ...letters, quantity: 4 })).toBe('changed the quantity of Channel Letters (line 3) from 2 to 4: price $1,200.00 -> $2,400.00');
  });

  it('several changes listed; an option, the size, the description and the pricing mode by name; each stored amount that moved', () => {
    const after = { ...letters, options: { size: '18"', Color: 'Bronze' }, description: 'Lobby letters', pricingMode: 'Edited', price: 500_00, install: 50_00 };
    expect(lineEditedText(letters, after)).toBe(
      "changed Channel Letters (line 3): size 24\" -> 18\"; Color Red -> Bronze; description '24\" Red Channel Letters' -> 'Lobby letters'; pricing Calculated -> Edited: price $1,200.00 -> $1,050.00, unit price $600.00 -> $500.00, install $0.00 -> $50.00",
    );
  });

  it('a switch left out is Off; only amounts: re-priced; nothing: saved with no change', () => {
    expect(lineEditedText(letters, { ...letters, options: { ...letters.options, 'Manufacture Only': 'Off' } })).toBe('saved Channel Letters (line 3) with no change');
    expect(lineEditedText(letters, { ...letters, budget: 300_00 })).toBe('re-priced Channel Letters (line 3): budget $330.00 -> $300.00');
  });

  it('added, deleted, restored, moved', () => {
    expect(lineAddedText(letters)).toBe('added Channel Letters (line 3): quantity 2 at $600.00, install $0.00: price $1,200.00 (Calculated)');
    expect(lineDeletedText(letters)).toBe('deleted Channel Letters (line 3): quantity 2 at $600.00, install $0.00: price $1,200.00');
    expect(lineRestoredText(letters)).toBe('restored Channel Letters (line 3) (undid its delete): quantity 2 at $600.00, install $0.00: price $1,200.00');
    const lines = [
      { id: 1, name: 'Pylon' },
      { id: 2, name: 'Travel' },
      { id: 3, name: 'Channel Letters' },
      { id: 4, name: 'Survey' },
    ];
    // One line taken out and put back: said alone, whichever way it went.
    expect(linesMovedText(lines, [3, 1, 2, 4])).toBe('moved Channel Letters from line 3 to line 1');
    expect(linesMovedText(lines, [2, 3, 4, 1])).toBe('moved Pylon from line 1 to line 4');
    expect(linesMovedText(lines, [2, 1, 3, 4])).toBe('moved Pylon from line 1 to line 2');
    expect(linesMovedText(lines, [2, 1, 3, 4], 2)).toBe('moved Travel from line 2 to line 1');
    // Any other new order: each line whose place changed.
    expect(linesMovedText(lines, [2, 1, 4, 3])).toBe('moved Pylon from line 1 to line 2, Travel from line 2 to line 1, Channel Letters from line 3 to line 4, Survey from line 4 to line 3');
    expect(linesMovedText(lines, [1, 2, 3, 4])).toBe('kept the order of the lines');
  });

  it('prices edited and reset, pictures', () => {
    expect(pricesEditedText(letters, { ...letters, pricingMode: 'Edited', price: 550_00 })).toBe('edited the prices of Channel Letters (line 3) (Calculated -> Edited): price $1,200.00 -> $1,100.00, unit price $600.00 -> $550.00');
    expect(pricingResetText({ ...letters, pricingMode: 'Edited', price: 550_00 }, letters)).toBe('reset the pricing of Channel Letters (line 3) to Calculated: price $1,100.00 -> $1,200.00, unit price $550.00 -> $600.00');
    expect(pictureText(true, letters)).toBe('added a picture to Channel Letters (line 3)');
    expect(pictureText(true, letters, true)).toBe('replaced the picture of Channel Letters (line 3)');
    expect(pictureText(false, letters)).toBe('removed the picture of Channel Letters (line 3)');
  });
});
