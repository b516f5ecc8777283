import { describe, expect, it } from 'vitest';
import { acceptedDetail, historyWords } from './sentences';

describe('a History row in words', () => {
  it("a write's detail follows the person's name", () => {
    expect(historyWords({ event: 'line edited', who: 'Pat Lee', versionNumber: 1, detail: 'changed the quantity of Channel Letters (line 3) from 2 to 4: price $1,200.00 -> $2,400.00' })).toEqual({
      sentence: 'Pat Lee changed the quantity of Channel Letters (line 3) from 2 to 4: price $1,200.00 -> $2,400.00',
      note: '',
    });
  });

  it("a step of the quote's life is said, its details kept as a note", () => {
    expect(historyWords({ event: 'sent', who: 'Sam Ortiz', versionNumber: 2, detail: 'To pat@example.com' })).toEqual({ sentence: 'Sam Ortiz sent version 2 to the client', note: 'To pat@example.com' });
    expect(historyWords({ event: 'viewed by client', who: 'client', versionNumber: 1, detail: '' }).sentence).toBe('The client opened the link to version 1 for the first time');
    expect(historyWords({ event: 'superseded', who: 'Sam Ortiz', versionNumber: 1, detail: '' }).sentence).toBe('Version 1 was superseded by a later version sent');
  });

  it("the client's acceptance names what they chose; the signature stays the note", () => {
    const detail = acceptedDetail('chose Non-illuminated letters; added Anti-graffiti coating', "Signed 'Megan Kowalski', Owner; IP 1.2.3.4");
    expect(historyWords({ event: 'accepted', who: 'Client (Megan Kowalski)', versionNumber: 1, detail })).toEqual({
      sentence: 'Client (Megan Kowalski) accepted version 1: chose Non-illuminated letters; added Anti-graffiti coating',
      note: "Signed 'Megan Kowalski', Owner; IP 1.2.3.4",
    });
    expect(acceptedDetail('', 'Signed x')).toBe('Signed x');
    expect(historyWords({ event: 'accepted', who: 'Client (Pat)', versionNumber: 2, detail: 'Signed x' })).toEqual({ sentence: 'Client (Pat) accepted version 2', note: 'Signed x' });
  });

  it('an older row whose detail is not a sentence part, and an unknown event, still read', () => {
    expect(historyWords({ event: 'version created', who: 'Sam Ortiz', versionNumber: 2, detail: 'Copied from version 1' })).toEqual({ sentence: 'Sam Ortiz created version 2', note: 'Copied from version 1' });
    expect(historyWords({ event: 'job created', who: 'Sam Ortiz', versionNumber: 1, detail: "Duplicated from Carl's Jr job 2025-003, version 1: 4 lines" })).toEqual({
      sentence: 'Sam Ortiz created the job',
      note: "Duplicated from Carl's Jr job 2025-003, version 1: 4 lines",
    });
    expect(historyWords({ event: 'something new', who: 'Sam Ortiz', versionNumber: null, detail: 'x' })).toEqual({ sentence: 'Sam Ortiz: something new', note: 'x' });
  });
});
