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
const codes = () => CODES.match(/../g) as string[];
/** CLDR's English name of a region, spelt as the backend has always stored it ("and", "Saint", not "&", "St."). */
const stored = (english: Intl.DisplayNames, code: string) =>
  english
    .of(code)!
    .replace(' & ', ' and ')
    .replace(/^St\. /, 'Saint ');

/** Every country, named in `locale` and sorted as its readers sort; the value stays the English name. */
export function countries(locale = 'en'): readonly Country[] {
  let list = lists.get(locale);
  if (!list) {
    const english = new Intl.DisplayNames('en', { type: 'region' });
    const local = new Intl.DisplayNames(locale, { type: 'region' });
    list = codes()
      .map((code) => {
        const value = stored(english, code);
        return { value, label: locale.startsWith('en') ? value : local.of(code)! };
      })
      .sort((a, b) => a.label.localeCompare(b.label, locale));
    lists.set(locale, list);
  }
  return list;
}

let byEnglishName: Map<string, string> | undefined;

/**
 * A country the bank sends by its English name ("United States"), named in `locale` ("États-Unis"):
 * the name is matched to its region code through the browser's own English names (CLDR's spelling
 * and the stored one, any letter case), so no table of names ships. Anything else as it came.
 */
export function countryName(value: string, locale: string): string {
  if (!byEnglishName) {
    const english = new Intl.DisplayNames('en', { type: 'region' });
    byEnglishName = new Map(codes().flatMap((code) => [english.of(code)!, stored(english, code)].map((name) => [name.toLowerCase(), code] as const)));
  }
  const code = byEnglishName.get(value.trim().toLowerCase());
  return code && !locale.startsWith('en') ? new Intl.DisplayNames(locale, { type: 'region' }).of(code)! : value;
}
