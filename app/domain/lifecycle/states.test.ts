import { describe, expect, it } from 'vitest';
import { defaultValidUntil, frozenMessage, isFrozen, jobStatus, move, shownState, TRANSITIONS, VERSION_STATES, type Transition, type VersionState } from './states';

const today = '2026-11-26';
const version = (state: VersionState, validUntil: string | null = '2026-12-26') => ({ versionNumber: 3, state, validUntil });

/** Every allowed move, as from -> to; every other (transition, state) pair is refused. */
const ALLOWED: Record<Transition, [VersionState, VersionState]> = {
  send: ['Draft', 'Sent'],
  'mark-sent': ['Draft', 'Sent'],
  withdraw: ['Sent', 'Draft'],
  supersede: ['Sent', 'Superseded'],
  accept: ['Sent', 'Approved'],
  decline: ['Sent', 'Declined'],
  'upload-approval': ['Sent', 'Approved'],
};

describe('move', () => {
  for (const transition of TRANSITIONS) {
    const [from, to] = ALLOWED[transition];
    it(`${transition}: ${from} -> ${to}`, () => {
      expect(move(transition, version(from), today)).toEqual({ ok: true, to });
    });
    for (const state of VERSION_STATES.filter((s) => s !== from)) {
      it(`${transition} is refused from ${state}`, () => {
        const result = move(transition, version(state), today);
        expect(result.ok).toBe(false);
        if (!result.ok) expect(result.message).toMatch(new RegExp(`^Version 3 is ${state}, so it cannot be `));
      });
    }
  }

  it('refuses the client answering a Sent version past its valid-until, and says Expired', () => {
    const expired = version('Sent', '2026-11-25');
    expect(move('accept', expired, today)).toEqual({ ok: false, message: 'Version 3 expired on 2026-11-25.' });
    expect(move('decline', expired, today)).toEqual({ ok: false, message: 'Version 3 expired on 2026-11-25.' });
  });

  it('lets staff withdraw, supersede or record an approval of an expired Sent version', () => {
    const expired = version('Sent', '2026-11-25');
    expect(move('withdraw', expired, today).ok).toBe(true);
    expect(move('supersede', expired, today).ok).toBe(true);
    expect(move('upload-approval', expired, today).ok).toBe(true);
  });

  it('keeps the valid-until day itself valid', () => {
    expect(move('accept', version('Sent', today), today).ok).toBe(true);
  });

  it('names Expired when refusing a move from an expired Sent version', () => {
    const result = move('send', version('Sent', '2026-01-01'), today);
    expect(result).toEqual({ ok: false, message: 'Version 3 is Expired, so it cannot be sent.' });
  });
});

describe('shownState', () => {
  it('reads a Sent version past its day as Expired, and nothing else', () => {
    expect(shownState('Sent', '2026-11-25', today)).toBe('Expired');
    expect(shownState('Sent', today, today)).toBe('Sent');
    expect(shownState('Approved', '2026-01-01', today)).toBe('Approved');
    expect(shownState('Draft', null, today)).toBe('Draft');
  });
});

describe('jobStatus', () => {
  const v = (state: VersionState, validUntil: string | null = '2027-01-01') => ({ state, validUntil });
  it('is Draft for no versions or only drafts', () => {
    expect(jobStatus([], today)).toBe('Draft');
    expect(jobStatus([v('Draft'), v('Draft')], today)).toBe('Draft');
  });
  it('takes the most advanced version: Approved > Sent > Declined > Draft', () => {
    expect(jobStatus([v('Draft'), v('Declined')], today)).toBe('Declined');
    expect(jobStatus([v('Declined'), v('Sent')], today)).toBe('Sent');
    expect(jobStatus([v('Sent'), v('Approved'), v('Draft')], today)).toBe('Approved');
  });
  it('ignores superseded versions', () => {
    expect(jobStatus([v('Superseded'), v('Draft')], today)).toBe('Draft');
  });
  it('is Expired when the winning Sent version is past its day', () => {
    expect(jobStatus([v('Declined'), v('Sent', '2026-11-01')], today)).toBe('Expired');
    expect(jobStatus([v('Approved'), v('Sent', '2026-11-01')], today)).toBe('Approved');
  });
});

describe('the freeze', () => {
  it('freezes every version a client was shown; only a Draft changes', () => {
    expect(VERSION_STATES.filter(isFrozen)).toEqual(VERSION_STATES.filter((s) => s !== 'Draft'));
    expect(isFrozen('Draft')).toBe(false);
  });
  it("words the refusal as the issue says for Approved, and in its style for the others", () => {
    expect(frozenMessage('Approved', 1, 'Nov 26th, 2026')).toBe('Version 1 was approved on Nov 26th, 2026 and cannot be changed. Create a new version to revise it.');
    expect(frozenMessage('Sent', 2, 'Nov 26th, 2026')).toBe('Version 2 was sent on Nov 26th, 2026 and cannot be changed. Withdraw it or create a new version to revise it.');
    expect(frozenMessage('Superseded', 1, 'Nov 27th, 2026')).toBe('Version 1 was replaced by a later version on Nov 27th, 2026 and cannot be changed. Create a new version to revise it.');
    expect(frozenMessage('Declined', 3, 'Nov 28th, 2026')).toBe('Version 3 was declined on Nov 28th, 2026 and cannot be changed. Create a new version to revise it.');
  });
});

describe('defaultValidUntil', () => {
  it('is 30 days ahead', () => {
    expect(defaultValidUntil(new Date(2026, 10, 26, 12))).toBe('2026-12-26');
  });
});
