/**
 * Country names for the KYC, profile and transfer forms: the 249 ISO 3166-1 alpha-2 codes, named by
 * the browser's own CLDR data in English (the value the backend stores), so the bundle carries two
 * letters a country instead of its name. Built on first use, then kept.
 */
const CODES =
  'ADAEAFAGAIALAMAOAQARASATAUAWAXAZBABBBDBEBFBGBHBIBJBLBMBNBOBQBRBSBTBVBWBYBZCACCCDCFCGCHCICKCLCMCNCOCRCUCVCWCXCYCZDEDJDKDMDODZECEEEGEHERESETFIFJFKFMFOFRGAGBGDGEGFGGGHGIGLGMGNGPGQGRGSGTGUGWGYHKHMHNHRHTHUIDIEILIMINIOIQIRISITJEJMJOJPKEKGKHKIKMKNKPKRKWKYKZLALBLCLILKLRLSLTLULVLYMAMCMDMEMFMGMHMKMLMMMNMOMPMQMRMSMTMUMVMWMXMYMZNANCNENFNGNINLNONPNRNUNZOMPAPEPFPGPHPKPLPMPNPRPSPTPWPYQARERORSRURWSASBSCSDSESGSHSISJSKSLSMSNSOSRSSSTSVSXSYSZTCTDTFTGTHTJTKTLTMTNTOTRTTTVTWTZUAUGUMUSUYUZVAVCVEVGVIVNVUWFWSYEYTZAZMZW';

let names: readonly string[] | undefined;

export function countries(): readonly string[] {
  if (!names) {
    const display = new Intl.DisplayNames('en', { type: 'region' });
    // "and" and "Saint" as the list the backend has always received spells them, not CLDR's "&" and "St.".
    names = (CODES.match(/../g) as string[])
      .map((code) => display.of(code)!.replace(' & ', ' and ').replace(/^St\. /, 'Saint '))
      .sort((a, b) => a.localeCompare(b, 'en'));
  }
  return names;
}
