import { describe, expect, it } from 'vitest';
import { countries } from '../../../src/lib/countries';

describe('countries()', () => {
  it('names every ISO 3166-1 country once, in English, in alphabetical order', () => {
    const list = countries().map((country) => country.value);
    expect(countries().every((country) => country.label === country.value)).toBe(true);
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
    expect(countries().filter((c) => /^[A-Z]{2}$/.test(c.label))).toEqual([]);
    expect(countries('fr').filter((c) => /^[A-Z]{2}$/.test(c.label))).toEqual([]);
  });

  it("names countries in the customer's language and sorts them so, keeping the English name as the value sent", () => {
    const fr = countries('fr');
    expect(fr).toHaveLength(249);
    expect(fr).toContainEqual({ value: 'Germany', label: 'Allemagne' });
    expect(fr[0]!.label).toBe('Afghanistan');
    expect(fr.map((c) => c.label)).toEqual([...fr.map((c) => c.label)].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(countries('de')).toContainEqual({ value: 'United States', label: 'Vereinigte Staaten' });
  });
});
