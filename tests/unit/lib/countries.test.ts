import { describe, expect, it } from 'vitest';
import { countries } from '../../../src/lib/countries';

describe('countries()', () => {
  it('names every ISO 3166-1 country once, in English, in alphabetical order', () => {
    const list = countries();
    expect(list).toHaveLength(249);
    expect(new Set(list).size).toBe(249);
    expect([...list].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(list);
    expect(list).toEqual(expect.arrayContaining(['United States', 'United Kingdom', 'Germany', 'Nigeria', 'Côte d’Ivoire', 'Åland Islands']));
    expect(list[0]).toBe('Afghanistan');
    // Spelled as the backend has always received them: "and", "Saint".
    expect(list).toEqual(expect.arrayContaining(['Trinidad and Tobago', 'Bosnia and Herzegovina', 'Saint Lucia', 'Saint Pierre and Miquelon']));
    expect(list.filter((name) => name.includes('&') || name.startsWith('St. '))).toEqual([]);
  });

  it('shows names, never a bare two-letter code', () => {
    expect(countries().filter((name) => /^[A-Z]{2}$/.test(name))).toEqual([]);
  });
});
