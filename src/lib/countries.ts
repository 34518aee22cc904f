/**
 * Country names for the KYC, profile and transfer forms: the 249 ISO 3166-1 alpha-2 codes, named by
 * the browser's own CLDR data: in English as the value the backend stores, in the customer's language as shown, so the bundle carries two
 * letters a country instead of its name. Built on first use, then kept.
 */
const CODES =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW';

export interface Country {
  /** The English name: what the backend stores. */
  value: string;
  /** The name in the customer's language. */
  label: string;
}

const lists = new Map<string, readonly Country[]>();

/** Every country, named in `locale` and sorted as its readers sort; the value stays the English name. */
export function countries(locale = 'en'): readonly Country[] {
  let list = lists.get(locale);
  if (!list) {
    const english = new Intl.DisplayNames('en', { type: 'region' });
    const local = new Intl.DisplayNames(locale, { type: 'region' });
    // "and" and "Saint" as the list the backend has always received spells them, not CLDR's "&" and "St.".
    list = (CODES.match(/../g) as string[])
      .map((code) => {
        const value = english
          .of(code)!
          .replace(' & ', ' and ')
          .replace(/^St\. /, 'Saint ');
        return { value, label: locale.startsWith('en') ? value : local.of(code)! };
      })
      .sort((a, b) => a.label.localeCompare(b.label, locale));
    lists.set(locale, list);
  }
  return list;
}
