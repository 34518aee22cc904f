import { describe, expect, it } from 'vitest';
import { countries, countryName } from '../../../src/lib/countries';

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

describe("countryName(): a country the bank sends by its English name, in the customer's language", () => {
  it("names it from its region code, found through the browser's English names (CLDR's spelling or the stored one, any case)", () => {
    expect(countryName('United States', 'fr')).toBe('États-Unis');
    expect(countryName('United States', 'ar')).toBe(new Intl.DisplayNames('ar', { type: 'region' }).of('US'));
    expect(countryName('united kingdom', 'de')).toBe('Vereinigtes Königreich');
    expect(countryName(' Germany ', 'es')).toBe('Alemania');
    // The backend's spelling ("and", "Saint") and CLDR's ("&", "St.") are the same country.
    expect(countryName('Trinidad and Tobago', 'fr')).toBe('Trinité-et-Tobago');
    expect(countryName('Trinidad & Tobago', 'fr')).toBe('Trinité-et-Tobago');
    expect(countryName('Saint Lucia', 'fr')).toBe('Sainte-Lucie');
  });

  it('leaves English as sent, and anything it does not know as sent', () => {
    expect(countryName('United States', 'en')).toBe('United States');
    expect(countryName('Trinidad and Tobago', 'en-GB')).toBe('Trinidad and Tobago');
    expect(countryName('Atlantis', 'fr')).toBe('Atlantis');
    expect(countryName('', 'fr')).toBe('');
  });
});
