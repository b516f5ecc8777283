import { describe, expect, it } from 'vitest';
import { addressStillMatches, contactStillMatches, sameText } from './client-choice';

describe('client choice', () => {
  it('compares text ignoring case and surrounding spaces; missing is empty', () => {
    expect(sameText(' Acme Signs ', 'acme signs')).toBe(true);
    expect(sameText(null, '')).toBe(true);
    expect(sameText(undefined, '  ')).toBe(true);
    expect(sameText('Acme', 'Acme Inc')).toBe(false);
  });

  it('keeps a chosen address only while its one-line form is the text sent', () => {
    const row = { street: '1 Main St', city: 'Austin', state: 'TX', zipCode: '78701', country: 'United States' };
    expect(addressStillMatches(row, '1 main st, Austin, TX 78701, United States')).toBe(true);
    expect(addressStillMatches(row, '2 Main St, Austin, TX 78701, United States')).toBe(false);
    expect(addressStillMatches(row, undefined)).toBe(false);
  });

  it('keeps a chosen contact only while every field sent matches; phones by digits', () => {
    const row = { name: 'Kim Sun', title: 'Owner', phone: '5125550199', email: 'kim@example.com' };
    const typed = { contactName: 'kim sun', contactTitle: 'Owner', contactPhone: '(512) 555-0199', contactEmail: 'KIM@example.com' };
    expect(contactStillMatches(row, typed)).toBe(true);
    expect(contactStillMatches(row, { ...typed, contactTitle: 'Manager' })).toBe(false);
    expect(contactStillMatches(row, { ...typed, contactPhone: '' })).toBe(false);
    expect(contactStillMatches({ name: 'Kim Sun', title: null, phone: null, email: null }, { contactName: 'Kim Sun' })).toBe(true);
    // A stored number longer than a form can send is never the one typed.
    expect(contactStillMatches({ ...row, phone: '15125550199' }, { ...typed, contactPhone: '1512555019' })).toBe(false);
  });
});
