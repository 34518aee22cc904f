/**
 * Every shipped language says everything English says, with the same placeholders, and a plural
 * form for every category its language needs: a missing id would show English in the middle of
 * a French screen; a lost placeholder would drop the amount from a sentence.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../../src/i18n/en';
import { languageFiles } from '../../../src/i18n/files';
import type { Message } from '../../../src/i18n/types';

/** The placeholders a message fills; `{label}` and `{labelLower}` are one (German keeps its nouns' capitals). */
const placeholders = (message: Message) =>
  [
    ...new Set(
      (typeof message == 'string' ? [message] : Object.values(message)).flatMap((text) => [...text!.matchAll(/\{(\w+)\}/g)].map((m) => (m[1] === 'labelLower' ? 'label' : m[1]))),
    ),
  ].sort();

/** The plural forms counts this widget shows (0 to 100,000) fall into: "many" of French and Spanish starts at a million. */
const formsUsed = (language: string) => {
  const rules = new Intl.PluralRules(language);
  const counts = [...Array.from({ length: 201 }, (_, n) => n), 1000, 10000, 100000];
  return [...new Set(counts.map((n) => rules.select(n)))];
};

const files = languageFiles();
const shipped = ['fr', 'de', 'es', 'ar'] as const;

describe.each(shipped)('the %s catalogue', (language) => {
  const catalogue = files[language]!;

  it('has every English id, and no id English lacks', () => {
    expect(Object.keys(catalogue).filter((id) => !(id in en))).toEqual([]);
    expect(Object.keys(en).filter((id) => !(id in catalogue))).toEqual([]);
  });

  it('keeps every placeholder of the English message', () => {
    const lost = Object.entries(en).filter(([id, message]) => id in catalogue && placeholders(catalogue[id]!).join() !== placeholders(message).join());
    expect(lost.map(([id]) => id)).toEqual([]);
  });

  it('gives a plural message every form its language uses for the counts shown', () => {
    const needed = formsUsed(language);
    const short = Object.entries(en)
      .filter(([, message]) => typeof message != 'string')
      .filter(([id]) => {
        const message = catalogue[id];
        return typeof message == 'string' || !message || needed.some((form) => !(form in message));
      });
    expect(short.map(([id]) => id)).toEqual([]);
  });

  it('is not English left in place (at most a few ids read the same, such as names and codes)', () => {
    const same = Object.keys(en).filter((id) => JSON.stringify(catalogue[id]) === JSON.stringify(en[id as keyof typeof en]));
    expect(same.length / Object.keys(en).length).toBeLessThan(0.08);
  });
});

describe('the pseudo-locale', () => {
  it('marks every message and keeps its placeholders', () => {
    const pseudo = files['en-XA']!;
    for (const [id, message] of Object.entries(en)) {
      const texts = typeof message == 'string' ? [pseudo[id] as string] : Object.values(pseudo[id] as object);
      for (const text of texts) expect(text, id).toMatch(/^\[.*·\]$/);
      expect(placeholders(pseudo[id]!), id).toEqual(placeholders(message));
    }
  });
});
