import { describe, expect, it } from 'vitest';
import {
  apiJobTax,
  apiJobTaxSchema,
  clientAddressLine,
  clientInfoIncomplete,
  clientInfoSchema,
  jobFormValues,
  jobInfoIncomplete,
  jobInfoSchema,
  jobTaxOut,
  MESSAGES,
  newJobInfoSchema,
  taxAmountField,
  taxPercentageField,
} from './job-form';
import { apiJobToFormValues, renameFields } from './job-api';

const job = { jobName: 'Harbor', jobNumber: 'H-1', brandId: '3' };

describe('tax', () => {
  it('takes percentages 0-100 in steps of 0.01, as hundredths', () => {
    expect(taxPercentageField.parse('8.25')).toBe(825);
    expect(taxPercentageField.parse(0)).toBe(0);
    expect(taxPercentageField.parse('100')).toBe(10000);
    for (const bad of ['100.001', '-0.01', '8.255', 'abc']) expect(taxPercentageField.safeParse(bad).success).toBe(false);
  });

  it('reads only decimal numbers (as a number input sends them), never hex, binary or blanks', () => {
    expect(taxPercentageField.parse(' 7.5 ')).toBe(750);
    expect(taxPercentageField.parse('5e1')).toBe(5000);
    expect(taxAmountField.parse('1e3')).toBe(100000);
    for (const bad of ['0x10', '0b1', '0o7', ' ', 'Infinity', '1_0']) {
      expect(taxPercentageField.safeParse(bad).success).toBe(false);
      expect(taxAmountField.safeParse(bad).success).toBe(false);
    }
    expect(taxAmountField.safeParse('$').success).toBe(false);
  });

  it('rounds fixed amounts to cents, half up', () => {
    expect(taxAmountField.parse('12.345')).toBe(1235);
    expect(taxAmountField.parse('1.005')).toBe(101);
    expect(taxAmountField.parse('$1,250.5')).toBe(125050);
    expect(taxAmountField.safeParse('-1').success).toBe(false);
  });

  it('keeps only the chosen tax type', () => {
    expect(jobInfoSchema.parse({ ...job, taxType: 'amount', taxAmount: '10', taxPercentage: '5' })).toMatchObject({ taxAmount: 1000, taxPercentage: null });
    expect(jobInfoSchema.parse({ ...job, taxPercentage: '5' })).toMatchObject({ taxAmount: null, taxPercentage: 500 });
    expect(jobInfoSchema.parse(job)).toMatchObject({ taxAmount: null, taxPercentage: 0 });
  });

  it('maps the API shape both ways', () => {
    expect(apiJobTax({ percentage: 8.25, amount: null })).toEqual({ taxType: 'percentage', taxPercentage: 8.25 });
    expect(apiJobTax({ percentage: null, amount: 12 })).toEqual({ taxType: 'amount', taxAmount: 12 });
    expect(apiJobTax(undefined)).toEqual({ taxType: 'percentage' });
    // A zero beside a real value is the unused one; two real values are refused, never half dropped.
    expect(apiJobTax({ percentage: 0, amount: 12 })).toEqual({ taxType: 'amount', taxAmount: 12 });
    expect(apiJobTax({ percentage: '7.5', amount: '0.00' })).toEqual({ taxType: 'percentage', taxPercentage: '7.5' });
    expect(apiJobTaxSchema.safeParse({ percentage: 5, amount: 10 }).error!.issues[0]!.message).toBe(MESSAGES.taxBoth);
    expect(apiJobTaxSchema.safeParse({ percentage: 0, amount: 10 }).success).toBe(true);
    expect(jobTaxOut({ taxPercentage: 825, taxAmount: null })).toEqual({ percentage: 8.25, amount: null });
  });
});

describe('job info', () => {
  it('refuses the placeholders and names each message once', () => {
    const r = jobInfoSchema.safeParse({ jobName: 'New Job', jobNumber: 'tbd', brandId: '' });
    expect(r.success).toBe(false);
    const byField = Object.fromEntries(r.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byField).toEqual({ jobName: MESSAGES.jobName, jobNumber: MESSAGES.jobNumber, brandId: MESSAGES.brand });
    const blank = jobInfoSchema.safeParse({ ...job, jobNumber: '' });
    expect(blank.error!.issues.map((i) => i.message)).toEqual([MESSAGES.jobNumber]);
  });

  it('turns control characters in one-line fields into spaces', () => {
    expect(jobInfoSchema.parse({ ...job, jobName: 'Harbor\u0000Point\r\nEast\t', location: '1 Elm\nSt' })).toMatchObject({
      jobName: 'Harbor Point East',
      location: '1 Elm St',
    });
    expect(clientInfoSchema.parse({ clientName: '\u0007Acme\u007fCo', contactName: 'Pat\u0000' })).toMatchObject({ clientName: 'Acme Co', contactName: 'Pat' });
    // Bidi controls are kept (the UI isolates user text, see domain/user-text.ts).
    expect(jobInfoSchema.parse({ ...job, jobName: 'Plaza \u202egnirts\u202c \u2067שלום\u2069 \u200fעמק' }).jobName).toBe('Plaza \u202egnirts\u202c \u2067שלום\u2069 \u200fעמק');
  });

  it('keeps job numbers URL-friendly', () => {
    expect(jobInfoSchema.safeParse({ ...job, jobNumber: 'A 1.2_3-4' }).success).toBe(true);
    expect(jobInfoSchema.safeParse({ ...job, jobNumber: 'a/b' }).error!.issues[0]!.message).toBe(MESSAGES.jobNumberChars);
  });

  it('guards the header Create Job', () => {
    expect(jobInfoIncomplete({})).toBe(true);
    expect(jobInfoIncomplete({ jobName: ' New Job ' })).toBe(true);
    expect(jobInfoIncomplete({ jobName: 'Harbor' })).toBe(false);
    expect(clientInfoIncomplete({ clientName: 'Client Name' })).toBe(true);
    expect(clientInfoIncomplete({ clientName: 'Acme' })).toBe(false);
  });
});

describe('client info', () => {
  it('stores phone digits and checks e-mail', () => {
    expect(clientInfoSchema.parse({ clientName: 'Acme', contactPhone: '(555) 123-4567' }).contactPhone).toBe('5551234567');
    expect(clientInfoSchema.safeParse({ clientName: 'Acme', contactPhone: '55512345678' }).error!.issues[0]!.message).toBe(MESSAGES.phone);
    expect(clientInfoSchema.safeParse({ clientName: 'Acme', contactEmail: 'x' }).error!.issues[0]!.message).toBe(MESSAGES.email);
    // Letters are refused rather than dropped ('555-CALL-NOW' is not the number 555).
    for (const bad of ['555-CALL-NOW', 'abc']) {
      expect(clientInfoSchema.safeParse({ clientName: 'Acme', contactPhone: bad }).error!.issues.map((i) => i.message)).toEqual([MESSAGES.phoneChars]);
    }
    expect(clientInfoSchema.parse({ clientName: 'Acme', contactPhone: '555.123.4567' }).contactPhone).toBe('5551234567');
    // An extension is refused with a message that names it, never cut off.
    for (const withExt of ['937-555-0100 ext 4', '(937) 555-0100 x12', '937 555 0100 Ext. 4', '9375550100 extension 22']) {
      expect(clientInfoSchema.safeParse({ clientName: 'Acme', contactPhone: withExt }).error!.issues.map((i) => i.message)).toEqual([MESSAGES.phoneExtension]);
    }
    expect(clientInfoSchema.safeParse({ clientName: 'Client Name' }).success).toBe(false);
  });

  it('formats a saved address on one line', () => {
    expect(clientAddressLine({ id: 1, street: '5 Candy Ln', city: 'Austin', state: 'TX', zip_code: '78701', country: '' })).toBe('5 Candy Ln, Austin, TX 78701');
  });
});

describe('form values', () => {
  it('keeps known, non-empty fields only', () => {
    const fd = new FormData();
    fd.set('jobName', 'Harbor');
    fd.set('clientName', '');
    fd.set('intent', 'create');
    fd.set('evil', 'x');
    expect(jobFormValues(fd)).toEqual({ jobName: 'Harbor' });
  });
});

describe('API payload mapping', () => {
  it('maps the POST /api/jobs payload onto form values and names fields back', () => {
    const m = apiJobToFormValues({
      jobName: 'A',
      jobNumber: 12,
      jobLocation: 'Somewhere',
      brandName: "Carl's Jr",
      jobTax: { amount: 5 },
      parsedClientAddress: { id: 'x' },
      manualJobLocation: true,
      parsedJobLocation: { id: 'y' },
    });
    expect(m.values).toEqual({
      jobName: 'A',
      jobNumber: '12',
      location: 'Somewhere',
      taxType: 'amount',
      taxAmount: '5',
      parsedClientAddress: '{"id":"x"}',
    });
    expect(m.brandName).toBe("Carl's Jr");
    expect(renameFields({ location: ['bad'], brandId: ['bad'], taxAmount: ['bad'], jobName: ['bad'] }, m.fieldNames)).toEqual({
      jobLocation: ['bad'],
      brandName: ['bad'],
      'jobTax.amount': ['bad'],
      jobName: ['bad'],
    });
  });
});

describe("the proposal's fields of a job", () => {
  it('are optional, trimmed, and blank means none; scope notes keep their line breaks', () => {
    expect(jobInfoSchema.parse(job)).not.toHaveProperty('scopeNotes', expect.anything());
    expect(
      jobInfoSchema.parse({ ...job, clientReference: ' PO 4471-A ', taxName: 'HST', taxRegistrationNo: '', scopeNotes: ' Excludes:\r\n- power \r\n' }),
    ).toMatchObject({ clientReference: 'PO 4471-A', taxName: 'HST', taxRegistrationNo: undefined, scopeNotes: 'Excludes:\n- power' });
  });

  it('refuse over-length values with their limits', () => {
    const r = jobInfoSchema.safeParse({ ...job, clientReference: 'x'.repeat(61), taxName: 'x'.repeat(31), taxRegistrationNo: 'x'.repeat(41), scopeNotes: 'x'.repeat(2001) });
    const messages = Object.fromEntries(r.error!.issues.map((i) => [i.path[0], i.message]));
    expect(messages).toEqual({
      clientReference: 'At most 60 characters',
      taxName: 'At most 30 characters',
      taxRegistrationNo: 'At most 40 characters',
      scopeNotes: 'Scope notes: at most 2,000 characters (you typed 2,001)',
    });
  });
});

describe('a new job whose number is not known yet', () => {
  const base = { jobName: 'Harbor Plaza', brandId: '3', taxType: 'percentage' };
  it("leaves an empty or 'TBD' number to be assigned, and still checks a typed one", () => {
    for (const jobNumber of [undefined, '', 'TBD', ' tbd ']) {
      const parsed = newJobInfoSchema.safeParse({ ...base, jobNumber });
      expect(parsed.success && parsed.data.jobNumber).toBeUndefined();
    }
    expect(newJobInfoSchema.safeParse({ ...base, jobNumber: 'HP-1' }).data?.jobNumber).toBe('HP-1');
    expect(newJobInfoSchema.safeParse({ ...base, jobNumber: 'a/b' }).success).toBe(false);
    // Job Info edits keep needing a real number.
    expect(jobInfoSchema.safeParse({ ...base, jobNumber: 'TBD' }).success).toBe(false);
  });
});
