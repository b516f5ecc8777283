/**
 * A quote version's life: the states a version can be in, the
 * moves between them, and the status a job shows. Pure: no clock is read
 * here; callers pass today's date (in the server's TZ) where Expired matters.
 *
 *   Draft --send / mark-sent--> Sent
 *   Sent  --withdraw--> Draft
 *   Sent  --a later send of the same job--> Superseded
 *   Sent  --client accepts / approval uploaded--> Approved
 *   Sent  --client declines--> Declined
 *
 * Approved, Declined and Superseded are final for that version; a revision
 * is a new version. Expired is never stored: a Sent version whose
 * valid-until day has passed reads as Expired, and its link is dead.
 */
import { addDays, format } from 'date-fns';

import { VERSION_STATES, type VersionState } from './vocabulary';
export { VERSION_STATES, type VersionState };

/** What a version or a job shows: a stored state, or Expired (computed when read). */
export type ShownState = VersionState | 'Expired';
export const JOB_STATUSES = ['Draft', 'Sent', 'Approved', 'Declined', 'Expired'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

export const TRANSITIONS = ['send', 'mark-sent', 'withdraw', 'supersede', 'accept', 'decline', 'upload-approval'] as const;
export type Transition = (typeof TRANSITIONS)[number];

const MOVES: Record<Transition, { from: VersionState; to: VersionState }> = {
  send: { from: 'Draft', to: 'Sent' },
  'mark-sent': { from: 'Draft', to: 'Sent' },
  withdraw: { from: 'Sent', to: 'Draft' },
  supersede: { from: 'Sent', to: 'Superseded' },
  accept: { from: 'Sent', to: 'Approved' },
  decline: { from: 'Sent', to: 'Declined' },
  'upload-approval': { from: 'Sent', to: 'Approved' },
};

/** Moves that need the version's valid-until still ahead (the client's answer, the staff's upload is not one). */
const NEEDS_LIVE: ReadonlySet<Transition> = new Set(['accept', 'decline']);

export type MoveResult = { ok: true; to: VersionState } | { ok: false; message: string };

/** 'yyyy-MM-dd' of a moment, in the process's time zone (the server's TZ). */
export function dayOf(at: Date | number): string {
  return format(at, 'yyyy-MM-dd');
}

/** The default valid-until: 30 days after `from`. */
export function defaultValidUntil(from: Date | number): string {
  return dayOf(addDays(from, 30));
}

/** A Sent version past its valid-until day reads as Expired (valid through that whole day). */
export function shownState(state: VersionState, validUntil: string | null, today: string): ShownState {
  if (state === 'Sent' && validUntil !== null && validUntil < today) return 'Expired';
  return state;
}

/**
 * Whether `transition` may happen to version `versionNumber` now. Refusals
 * say why in the words the screens show.
 */
export function move(
  transition: Transition,
  version: { versionNumber: number; state: VersionState; validUntil: string | null },
  today: string,
): MoveResult {
  const rule = MOVES[transition];
  const shown = shownState(version.state, version.validUntil, today);
  if (version.state !== rule.from) {
    return { ok: false, message: `Version ${version.versionNumber} is ${shown}, so it cannot be ${PAST[transition]}.` };
  }
  if (NEEDS_LIVE.has(transition) && shown === 'Expired') {
    return { ok: false, message: `Version ${version.versionNumber} expired on ${version.validUntil ?? ''}.` };
  }
  return { ok: true, to: rule.to };
}

const PAST: Record<Transition, string> = {
  send: 'sent',
  'mark-sent': 'marked as sent',
  withdraw: 'withdrawn',
  supersede: 'superseded',
  accept: 'accepted',
  decline: 'declined',
  'upload-approval': 'approved',
};

const RANK: Record<'Approved' | 'Sent' | 'Declined' | 'Draft', number> = { Approved: 4, Sent: 3, Declined: 2, Draft: 1 };

/**
 * A job's status: that of its most advanced version (Approved > Sent >
 * Declined > Draft; Superseded versions do not count), Expired when the
 * winning version is a Sent one past its valid-until.
 */
export function jobStatus(versions: { state: VersionState; validUntil: string | null }[], today: string): JobStatus {
  let best: { state: 'Approved' | 'Sent' | 'Declined' | 'Draft'; validUntil: string | null } | null = null;
  for (const v of versions) {
    if (v.state === 'Superseded') continue;
    if (!best || RANK[v.state] > RANK[best.state]) best = { state: v.state, validUntil: v.validUntil };
  }
  if (!best) return 'Draft';
  return shownJobStatus(best.state, best.validUntil, today);
}

/**
 * The one rule of a job's shown status, from its deciding version (the most
 * advanced, as jobStatus picks it and jobs.status stores it) and that
 * version's valid-until: Expired for a Sent one past it, else its state.
 * The job page, the jobs list and GET /api/jobs/{brandSlug}/{jobNumber} all answer through it.
 */
export function shownJobStatus<S extends string>(decidingState: S, validUntil: string | null, today: string): S | 'Expired' {
  if (decidingState.toLowerCase() === 'sent' && shownState('Sent', validUntil, today) === 'Expired') return 'Expired';
  return decidingState;
}

/**
 * The freeze: a version's lines change only while it is a Draft. Sent,
 * Superseded, Declined and Approved versions are records of what a client
 * was shown (the stored PDF, the client page, the SHA-256 an answer names),
 * so none of them may change; a Sent one goes back to Draft by Withdraw,
 * the others are revised by New Version.
 */
export function isFrozen(state: VersionState): state is Exclude<VersionState, 'Draft'> {
  return state !== 'Draft';
}

/**
 * The 409 every write to a frozen version answers. `on` as the screens
 * print it: the day it was approved, sent, replaced or declined.
 */
export function frozenMessage(state: Exclude<VersionState, 'Draft'>, versionNumber: number, on: string): string {
  const version = `Version ${versionNumber}`;
  switch (state) {
    case 'Approved':
      return `${version} was approved on ${on} and cannot be changed. Create a new version to revise it.`;
    case 'Sent':
      return `${version} was sent on ${on} and cannot be changed. Withdraw it or create a new version to revise it.`;
    case 'Superseded':
      return `${version} was replaced by a later version on ${on} and cannot be changed. Create a new version to revise it.`;
    case 'Declined':
      return `${version} was declined on ${on} and cannot be changed. Create a new version to revise it.`;
  }
}

/** Badge colours by shown state (the word is always printed too). */
export const STATE_TONE: Record<ShownState, 'slate' | 'blue' | 'green' | 'red' | 'amber' | 'zinc'> = {
  Draft: 'slate',
  Sent: 'blue',
  Superseded: 'zinc',
  Approved: 'green',
  Declined: 'red',
  Expired: 'amber',
};

/** The classes of a state's badge (app.css .state-badge and its tone-* colours). */
export function stateBadgeClass(state: ShownState): string {
  return `state-badge tone-${STATE_TONE[state]}`;
}

/** A stored or computed status string the badges know (the seed and old rows may hold others). */
export function isShownState(value: string): value is ShownState {
  return Object.hasOwn(STATE_TONE, value);
}
