import { describe, expect, it } from 'vitest';
import { pricingSheetModel, proposalModel, type DocumentLine, type DocumentParty } from './document';

const party: DocumentParty = {
  company: { name: 'Co', address: '', phone: '', website: '', email: '', logo: null },
  job: {
    jobName: 'Job',
    jobNumber: 'J-1',
    proposalNo: 'DHCP-001',
    versionNumber: 1,
    brandName: 'Brand',
    brandLogo: null,
    jobLocation: '',
    clientName: 'Client',
    clientAddress: '',
    contactName: '',
    contactTitle: '',
    contactPhone: '',
    contactEmail: '',
    projectManager: null,
    estimator: null,
    jobTerms: 'Net30',
    clientReference: '',
    scopeNotes: '',
    taxRegistrationNo: '',
    currency: 'USD',
    tax: { taxPercentage: 825, taxAmount: null },
  },
  date: 'June 1, 2026',
  validUntil: 'July 1, 2026',
};

const line = (over: Partial<DocumentLine>): DocumentLine => ({
  lineType: 'sign',
  name: 'Channel Letters',
  quantity: 1,
  description: 'd',
  image: null,
  level: 0,
  lineItemPrice: 0,
  lineItemInstallPrice: 0,
  lineItemBudget: 0,
  lineItemInstallBudget: 0,
  ...over,
});

const lines = [
  line({ quantity: 2, lineItemPrice: 250000, lineItemInstallPrice: 80000, lineItemBudget: 137500, lineItemInstallBudget: 44000 }),
  line({ quantity: 1, lineItemPrice: 12345, lineItemBudget: 6789, level: 1 }),
  line({ lineType: 'service', name: 'Survey', lineItemInstallPrice: 59500, lineItemInstallBudget: 30000 }),
];

describe('proposalModel', () => {
  it('multiplies the unit price by the quantity, adds install once, and taxes the total', () => {
    const m = proposalModel(party, lines);
    expect(m.rows.map((r) => [r.quantity, r.unitPrice, r.installPrice, r.lineTotal])).toEqual([
      ['2', '$2,500.00', '$800.00', '$5,800.00'],
      ['1', '$123.45', '$0.00', '$123.45'],
      ['1', '', '$595.00', '$595.00'],
    ]);
    expect(m.cents).toEqual({ items: 512345, installation: 139500, subtotal: 651845, tax: 53777, grandTotal: 705622, deposit: null });
    expect(m.totals).toMatchObject({ taxLabel: 'Tax (8.25%)', tax: '$537.77', grandTotal: '$7,056.22', grandTotalLabel: 'Grand total (USD)', deposit: null });
    expect(m.rows[1]!.sub).toBe(true);
    expect(JSON.stringify(m)).not.toContain('1,375.00'); // no budget figure
  });

  it('prints a fixed tax amount', () => {
    const m = proposalModel({ ...party, job: { ...party.job, tax: { taxPercentage: null, taxAmount: 10000 } } }, lines);
    expect(m.totals).toMatchObject({ taxLabel: 'Tax', tax: '$100.00', grandTotal: '$6,618.45' });
  });

  it('never prints N/A to the client: an empty cell, or Included for a line that charges nothing', () => {
    const m = proposalModel(party, [
      line({ lineType: 'service', name: 'Installation Labor', lineItemInstallPrice: 120000 }),
      line({ lineType: 'service', name: 'Permits & Procurement', lineItemPrice: 38800 }),
      line({ lineType: 'service', name: 'Service Call' }),
    ]);
    expect(m.rows.map((r) => [r.unitPrice, r.installPrice, r.lineTotal])).toEqual([
      ['', '$1,200.00', '$1,200.00'],
      ['$388.00', '', '$388.00'],
      ['', '', 'Included'],
    ]);
    expect(JSON.stringify(m)).not.toContain('N/A');
  });

  it('states the currency and the deposit the payment terms call for', () => {
    const cad = { ...party, job: { ...party.job, currency: 'CAD' as const, jobTerms: '50% Deposit / 50% before install', tax: { taxPercentage: 1300, taxAmount: null, taxName: 'HST' } } };
    const m = proposalModel(cad, lines);
    // 6,518.45 + 13% (847.40) = 7,365.85; half is 3,682.925 -> 3,682.93.
    expect(m.totals).toMatchObject({
      taxLabel: 'HST 13%',
      tax: '$847.40',
      grandTotal: '$7,365.85',
      grandTotalLabel: 'Grand total (CAD)',
      currencyNote: 'All amounts are in Canadian dollars (CAD).',
      deposit: { label: 'Deposit due (50%)', amount: '$3,682.93', balance: '$3,682.92' },
    });
    expect(m.cents.deposit).toBe(368293);
  });
});

describe('pricingSheetModel', () => {
  it('shows price and budget side by side with the margin per line and in total', () => {
    const m = pricingSheetModel(party, lines);
    expect(m.rows[0]).toMatchObject({ totalPrice: '$5,800.00', totalBudget: '$3,190.00', margin: '$2,610.00', marginPercent: '45.0%' });
    // 295 / 595 = 49.58..%: rounded half away from zero to a tenth (domain/pricing/margin.ts)
    expect(m.rows[2]).toMatchObject({ unitBudget: 'N/A', installBudget: '$300.00', margin: '$295.00', marginPercent: '49.6%', flag: '' });
    // Budget: 2 x 1,375 + 67.89 + 0 = 2,817.89 items; 440 + 300 installation.
    expect(m.cents).toMatchObject({ totalPrice: 651845, totalBudget: 355789, margin: 296056 });
    expect(m.totals.marginPercent).toBe('45.4%');
    expect(m.totals.marginNote).toBe('Target 30% · no line flagged');
  });

  it('flags lines against the brand target and counts them', () => {
    const m = pricingSheetModel(party, lines, 46);
    expect(m.rows.map((r) => r.flag)).toEqual(['Low margin', 'Low margin', '']);
    expect(m.totals.marginNote).toBe('Target 46% · 2 Low margin');
  });

  it('flags a negative margin', () => {
    const m = pricingSheetModel(party, [line({ lineItemPrice: 100, lineItemBudget: 150 })]);
    expect(m.rows[0]).toMatchObject({ margin: '-$0.50', marginPercent: '-50.0%', negative: true, flag: 'Loss' });
    expect(m.totals.marginNote).toBe('Target 30% · 1 Loss');
  });
});

describe('choices on the documents', () => {
  // 1 required $1,000 (budget $600); 'Faces': 2 $800 (budget $900, a loss) and 3 $1,200 recommended; 4 optional $300; 5 optional $200 pre-ticked.
  const offered = [
    line({ id: 1, name: 'Letters', lineItemPrice: 100000, lineItemBudget: 60000 }),
    line({ id: 2, name: 'Vinyl faces', lineItemPrice: 80000, lineItemBudget: 90000, alternativeGroup: 'Faces' }),
    line({ id: 3, name: 'Acrylic faces', lineItemPrice: 120000, lineItemBudget: 60000, alternativeGroup: 'Faces', recommended: true }),
    line({ id: 4, name: 'Coating', lineItemPrice: 30000, lineItemBudget: 10000, optional: true }),
    line({ id: 5, name: 'Removal', lineItemPrice: 20000, lineItemBudget: 10000, optional: true, recommended: true }),
  ];

  it('the accepted selection lists exactly the chosen lines, each choice marked Chosen', () => {
    const m = proposalModel(party, offered, { selection: [1, 2, 4], accepted: { by: 'Pat Lee, Owner', on: 'May 1st, 2026' } });
    expect(m.title).toBe('Accepted selection');
    expect(m.sections.map((s) => [s.heading, s.rows.map((r) => [r.name, r.mark])])).toEqual([
      [null, [['Letters', '']]],
      ['Choose one: Faces', [['Vinyl faces', 'Chosen']]],
      ['Optional items', [['Coating', 'Chosen']]],
    ]);
    expect(m.cents.subtotal).toBe(210000);
    // No optional item added: the section goes.
    expect(proposalModel(party, offered, { selection: [1, 3], accepted: { by: 'P', on: 'D' } }).sections.map((s) => s.heading)).toEqual([null, 'Choose one: Faces']);
  });

  it('the pricing sheet counts the flags of the counted lines only, and the client’s choice once accepted', () => {
    const recommended = pricingSheetModel(party, offered);
    expect(recommended.rows.map((r) => r.flag)).toEqual(['', 'Loss', '', '', '']);
    expect(recommended.cents.totalPrice).toBe(240000);
    expect(recommended.totals.marginNote).toBe('Target 30% · no line flagged · totals and flags with the recommended choices');
    const chosen = pricingSheetModel(party, offered, 30, [1, 2, 4]);
    expect(chosen.cents).toMatchObject({ totalPrice: 210000, totalBudget: 160000, margin: 50000 });
    expect(chosen.totals.marginNote).toBe("Target 30% · 1 Loss · totals and flags with the client's choice");
  });
});

describe('margin percent on the sheet', () => {
  it('has one decimal and N/A without a price', () => {
    const m = pricingSheetModel(party, [line({ lineItemPrice: 0, lineItemBudget: 0, lineItemInstallPrice: 0, lineItemInstallBudget: 0 })]);
    expect(m.rows[0]).toMatchObject({ margin: '$0.00', marginPercent: 'N/A', flag: '' });
  });
});
