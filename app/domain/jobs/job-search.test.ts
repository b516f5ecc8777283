import { describe, expect, it } from 'vitest';
import { ftsQuery, jobListApiQuery, looksLikeNumber, nextSort, placeWords, readJobListQuery } from './job-search';

describe('ftsQuery', () => {
  it('quotes each word as a prefix term', () => {
    expect(ftsQuery('palm spr')).toBe('"palm"* "spr"*');
    expect(ftsQuery('  Café   ')).toBe('"Café"*');
    expect(ftsQuery('jane.doe@acme.com')).toBe('"jane.doe@acme.com"*');
  });

  it('never lets FTS syntax through: quotes doubled, operators and bare punctuation are words or dropped', () => {
    expect(ftsQuery('"')).toBeNull();
    expect(ftsQuery('* - ^ ( ) :')).toBeNull();
    expect(ftsQuery('a"b')).toBe('"a""b"*');
    expect(ftsQuery('NEAR( x OR y NOT z')).toBe('"NEAR("* "x"* "OR"* "y"* "NOT"* "z"*');
    expect(ftsQuery('job_name:upland')).toBe('"job_name:upland"*');
    expect(ftsQuery('-upland')).toBe('"-upland"*');
    expect(ftsQuery('')).toBeNull();
  });
});

describe('the list query', () => {
  it('ignores bad values on a screen and names them', () => {
    const { query, ignored } = readJobListQuery(new URLSearchParams('q=upland&manager=abc&from=2025-02-30&to=2025-06-01&sort=price&page=-2'));
    expect(query).toMatchObject({ q: 'upland', manager: undefined, from: undefined, to: '2025-06-01', sort: 'date-desc', page: 0 });
    expect(ignored).toEqual(['manager', 'from', 'sort']);
  });

  it('reads blank fields of the GET form as no filter, without a note', () => {
    const { query, ignored } = readJobListQuery(new URLSearchParams('q=&brand=&manager=&creator=&from=&to='));
    expect(query).toMatchObject({ q: '', brand: '', manager: undefined, creator: undefined });
    expect(ignored).toEqual([]);
  });

  it('refuses bad values in the API, naming them', () => {
    expect(jobListApiQuery.safeParse({ sort: 'total-desc', manager: '3', from: '2025-01-31' }).success).toBe(true);
    const bad = jobListApiQuery.safeParse({ sort: 'x', manager: '-1', to: '2025-13-01' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.path[0]).sort()).toEqual(['manager', 'sort', 'to']);
  });

  it('sorts a new column its natural way first, then reverses it', () => {
    expect(nextSort({ key: 'date', direction: 'desc' }, 'date')).toBe('date-asc');
    expect(nextSort({ key: 'date', direction: 'desc' }, 'name')).toBe('name-asc');
    expect(nextSort({ key: 'name', direction: 'asc' }, 'total')).toBe('total-desc');
    expect(nextSort({ key: 'client', direction: 'asc' }, 'client')).toBe('client-desc');
  });
});

describe('placeWords', () => {
  it('reads the words of a job address, and none from a number', () => {
    expect(placeWords('upland')).toBe('upland');
    expect(placeWords('palm-springs')).toBe('palm springs');
    expect(placeWords('San%20Jos%C3%A9')).toBe('San José');
    expect(placeWords('upland-2')).toBe('upland');
    expect(placeWords('2025-999')).toBe('');
    expect(placeWords('S-0003')).toBe('');
    expect(placeWords('%E0%A4%A')).toBe('');
  });
});

describe('looksLikeNumber', () => {
  it('is one word with a digit', () => {
    expect(['2025-017', 'CJRP-002', 'S-000300', ' Q-7001 '].every(looksLikeNumber)).toBe(true);
    expect(['montreal', 'palm spr', 'CJRP 002', ''].some(looksLikeNumber)).toBe(false);
  });
});
