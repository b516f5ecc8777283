import { describe, expect, it } from 'vitest';
import { priceService } from './service-pricing';
import { repricedSelections, signCountChanges, signCountChangeText, typedCountsOnSave, withTypedCounts } from './sign-counts';
import type { PricingService, SignCountLine } from './types';

const service = (name: string): PricingService => ({ id: 1, name, description: null, priceType: 'formula', priceFormula: null, budgetMultiplier: 0.5, locationMultiplier: 1.3 });
const wall = (quantity: number, placement = 'exterior'): SignCountLine => ({ signType: 'Wall Signs', placement, quantity });
const pylon = (quantity: number): SignCountLine => ({ signType: 'Pylon Signs', placement: 'exterior', quantity });

describe('a formula service priced from counts the job no longer has', () => {
  it('Survey priced for 2 wall signs, the job now has 3 and a pylon', () => {
    const saved = { 'Wall Signs': 2, 'Monument Signs': 0, 'Pylon Signs': 0, 'Monument Tenant Panel': 0, 'Pylon Tenant Panel': 0, 'Interior Survey': 'On' };
    const changes = signCountChanges(service('Survey'), saved, [wall(2), wall(1), pylon(1)]);
    expect(changes).toEqual([
      { counter: 'Wall Signs', priced: 2, now: 3 },
      { counter: 'Pylon Signs', priced: 0, now: 1 },
    ]);
    expect(signCountChangeText(changes)).toBe('Wall Signs: priced for 2, now 3; Pylon Signs: priced for 0, now 1');
    const selected = repricedSelections(service('Survey'), saved, [wall(2), wall(1), pylon(1)]);
    expect(selected).toMatchObject({ 'Wall Signs': 3, 'Pylon Signs': 1, 'Interior Survey': 'On' });
    // 3 x 100 + 950 = 1250, plus the interior survey's 595.
    const q = priceService({ service: service('Survey'), selected });
    expect(q.ok && q.prices.install).toBe(184500);
  });
  it('nothing changed: no changes; Permits after a sign was removed', () => {
    expect(signCountChanges(service('Permits & Procurement'), { 'Wall Signs': 2 }, [wall(2)])).toEqual([]);
    expect(signCountChanges(service('Permits & Procurement'), { 'Wall Signs': 2 }, [wall(1)])).toEqual([{ counter: 'Wall Signs', priced: 2, now: 1 }]);
  });
  it('Removal counts the old signs coming down, so it is never out of date', () => {
    expect(signCountChanges(service('Removal'), { 'Wall Signs': 2 }, [wall(1)])).toEqual([]);
    expect(typedCountsOnSave(service('Removal'), { 'Wall Signs': 5 }, [wall(1)], null)).toBe('');
  });
});

describe('counts the estimator typed on purpose', () => {
  const permits = service('Permits & Procurement');
  it('a count that differs from the job when saved is typed, and never flagged after', () => {
    expect(typedCountsOnSave(permits, { 'Wall Signs': 4 }, [wall(2)], null)).toBe('Wall Signs');
    expect(typedCountsOnSave(permits, { 'Wall Signs': 2 }, [wall(2)], null)).toBe('');
    const saved = withTypedCounts({ 'Wall Signs': 4 }, 'Wall Signs');
    expect(signCountChanges(permits, saved, [wall(1)])).toEqual([]);
  });
  it('a count left as saved keeps what it was; a changed one is judged again', () => {
    const stale = { 'Wall Signs': 2 };
    // The job lost a sign since: saving the line untouched does not make its old count a typed one.
    expect(typedCountsOnSave(permits, { 'Wall Signs': 2 }, [wall(1)], stale)).toBe('');
    const typed = withTypedCounts({ 'Wall Signs': 4 }, 'Wall Signs');
    expect(typedCountsOnSave(permits, { 'Wall Signs': 4 }, [wall(4)], typed)).toBe('Wall Signs');
    expect(typedCountsOnSave(permits, { 'Wall Signs': 1 }, [wall(1)], typed)).toBe('');
  });
  it('a re-price keeps typed counts and takes the job\'s for the rest', () => {
    const survey = service('Survey');
    const saved = withTypedCounts({ 'Wall Signs': 2, 'Pylon Signs': 3, 'Interior Survey': 'Off' }, 'Pylon Signs');
    expect(signCountChanges(survey, saved, [wall(1)])).toEqual([{ counter: 'Wall Signs', priced: 2, now: 1 }]);
    expect(repricedSelections(survey, saved, [wall(1)])).toMatchObject({ 'Wall Signs': 1, 'Pylon Signs': 3 });
  });
  it('the bookkeeping key is no setting: pricing ignores it', () => {
    const q = priceService({ service: permits, selected: withTypedCounts({ 'Wall Signs': 3 }, 'Wall Signs') });
    expect(q.ok && q.prices.price).toBe(291000);
    expect(withTypedCounts({ 'Wall Signs': 3, typedCounts: 'Wall Signs' }, '')).toEqual({ 'Wall Signs': 3 });
  });
  it('Shipping counts exterior signs only and keeps its Canada toggle', () => {
    const ship = service('Shipping & Crating (Exterior)');
    expect(signCountChanges(ship, { 'Wall Signs': 1, 'Monument Signs': 0, 'Pylon Signs': 0, Canada: 'On' }, [wall(1), wall(4, 'interior')])).toEqual([]);
    expect(repricedSelections(ship, { Canada: 'On' }, [wall(2)])).toEqual({ 'Wall Signs': 2, 'Monument Signs': 0, 'Pylon Signs': 0, Canada: 'On' });
  });
  it('services without counters never change', () => {
    expect(signCountChanges(service('Travel'), {}, [wall(5)])).toEqual([]);
  });
});
