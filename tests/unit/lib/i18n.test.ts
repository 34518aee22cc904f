import { describe, expect, it } from 'vitest';
import { canonicalLocale, catalogueFor, createI18n, prepareFormats, SHIPPED } from '../../../src/lib/i18n';

/** Intl writes grouping in French with a narrow no-break space: compare as a reader sees it. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('catalogueFor: which catalogue serves a locale', () => {
  it.each([
    ['fr', 'fr'],
    ['fr-CA', 'fr'],
    ['FR-ca', 'fr'],
    ['de-AT', 'de'],
    ['es-419', 'es'],
    ['ar-EG', 'ar'],
    ['en-US', 'en'],
    ['en-XA', 'en-XA'],
    ['xx', null],
    ['pt-BR', null],
  ])('%s → %s', (locale, expected) => {
    expect(catalogueFor(locale, SHIPPED)).toBe(expected);
  });

  it('a language the host passed messages for serves its regional locales too', () => {
    expect(catalogueFor('pt-BR', [...SHIPPED, 'pt'])).toBe('pt');
  });

  it('reads WordPress locales and refuses what is not a tag', () => {
    expect(canonicalLocale('fr_FR')).toBe('fr-FR');
    expect(canonicalLocale('pt_br')).toBe('pt-BR');
    expect(canonicalLocale('not a tag!')).toBeNull();
  });
});

describe('messages', () => {
  it('English by default, placeholders filled as text (markup stays text)', () => {
    const { t } = createI18n();
    expect(t('common.tryAgain')).toBe('Try again');
    expect(t('common.upload.preview', { name: '<b>x</b>.png' })).toBe('Preview of <b>x</b>.png');
  });

  it('a message missing from a language reads in English; an override wins', () => {
    const { t } = createI18n('fr', { 'common.tryAgain': 'Réessayer' }, { 'common.goNow': 'Y aller' });
    expect(t('common.tryAgain')).toBe('Réessayer');
    expect(t('common.goNow')).toBe('Y aller');
    expect(t('common.problem')).toBe('There is a problem');
  });

  it("say(): our ids are translated, the server's words are kept as they came", () => {
    const { say } = createI18n('fr', { 'common.failure.network': 'Erreur réseau' });
    expect(say('common.failure.network')).toBe('Erreur réseau');
    expect(say('Invalid login details')).toBe('Invalid login details');
  });

  it('plurals follow Intl.PluralRules, with the count written in the locale', () => {
    const en = createI18n();
    expect(en.t('common.bell', { count: 1 })).toBe('1 unread notification');
    expect(en.t('common.bell', { count: 2 })).toBe('2 unread notifications');
    expect(en.t('common.bell', { count: 0 })).toBe('0 unread notifications');
    expect(en.t('common.bell', { count: 12500 })).toBe('12,500 unread notifications');
    const ar = createI18n('ar', { 'common.bell': { zero: 'z {count}', one: 'o', two: 't', few: 'f {count}', many: 'm {count}', other: 'x {count}' } });
    expect([0, 1, 2, 3, 11, 100].map((count) => ar.t('common.bell', { count })[0])).toEqual(['z', 'o', 't', 'f', 'm', 'x']);
  });
});

describe('money, numbers and dates per locale', () => {
  it.each([
    ['en', '$12,500.50'],
    ['en-US', '$12,500.50'],
    ['fr', '12 500,50 $'],
    ['de', '12.500,50 $'],
    ['es', '12.500,50 $'],
  ])('%s writes 12500.5 as %s', (locale, expected) => {
    expect(plain(createI18n(locale).money(12500.5))).toBe(expected);
  });

  it("keeps the backend's symbol and writes a negative amount with the locale's minus", () => {
    expect(createI18n('en').money(-12, '€')).toBe('-€12.00');
    expect(plain(createI18n('fr').money(1250, '€'))).toBe('1 250,00 €');
  });

  it('signed, writes "+" or the minus sign (not a hyphen) where the locale puts a sign', () => {
    expect([createI18n('en').money(12, '$', true), createI18n('en').money(-12, '$', true)]).toEqual(['+$12.00', '\u2212$12.00']);
    expect(plain(createI18n('fr').money(-1250, '€', true))).toBe('\u22121 250,00 €');
    expect(plain(createI18n('de').money(3.5, '$', true))).toBe('+3,50 $');
  });

  it('in Arabic keeps the order and the marks the locale writes: the figure (with its sign) first, the symbol after it, read right to left', () => {
    const ar = createI18n('ar');
    const marks = /[\u200e\u200f\u061c]/g;
    for (const [written, figure] of [
      [ar.money(1250.5), '1,250.50'],
      [ar.money(1250.5, '$', true), '+1,250.50'],
      [ar.money(-1250.5, '$', true), '\u22121,250.50'],
    ] as const) {
      // A right-to-left mark opens it, as Arabic's number format writes it; without the marks it reads "figure, space, symbol".
      expect(written.startsWith('\u200f'), written).toBe(true);
      expect(plain(written.replace(marks, ''))).toBe(`${figure} $`);
    }
  });

  it.each([
    ['en', '5 Mar 2024'],
    ['fr', '5 mars 2024'],
    ['de', '5. März 2024'],
    ['es', '5 mar 2024'],
    ['en-US', 'Mar 5, 2024'],
  ])('%s writes 5 March 2024 as %s (the real month, in letters)', (locale, expected) => {
    expect(createI18n(locale).date('2024-03-05 14:05:00')).toBe(expected);
  });

  it('text that is not a date is shown as it came', () => {
    expect(createI18n('de').date('yesterday')).toBe('yesterday');
  });

  it('Arabic is right to left; the pseudo-locale writes English formats', () => {
    expect(createI18n('ar').dir).toBe('rtl');
    expect(createI18n('fr').dir).toBe('ltr');
    expect(createI18n('en-XA').money(5)).toBe('$5.00');
  });

  it('sizes', () => {
    // Written out (changed on purpose: "76 byte" read oddly on the file card).
    expect(createI18n('en').bytes(76)).toBe('76 bytes');
    expect(createI18n('en').bytes(2048)).toBe('2 kilobytes');
    expect(plain(createI18n('fr').bytes(1.5 * 1024 * 1024))).toBe('1,5 mégaoctet');
  });
});

describe('the Intl formatters', () => {
  /** Counts what `Intl[name]` constructs while `run` runs. */
  function counting(names: ('NumberFormat' | 'DateTimeFormat' | 'PluralRules')[], run: (made: Record<string, number>) => void) {
    const made: Record<string, number> = {};
    const real = names.map((name) => [name, Intl[name]] as const);
    for (const [name, constructor] of real) {
      made[name] = 0;
      Object.assign(Intl, { [name]: new Proxy(constructor, { construct: (target, args) => (made[name]!++, Reflect.construct(target, args) as object) }) });
    }
    try {
      run(made);
    } finally {
      for (const [name, constructor] of real) Object.assign(Intl, { [name]: constructor });
    }
  }

  // Each test its own locale: the formatters are kept for the page, whichever language object made them.
  it('are made on first use, not when the language is built, and each is kept', () => {
    counting(['NumberFormat', 'DateTimeFormat', 'PluralRules'], (made) => {
      const i18n = createI18n('fr-FR');
      // The sign-in screen writes plain messages only: building its language makes no formatter.
      i18n.t('auth.signIn.title');
      expect(made).toEqual({ NumberFormat: 0, DateTimeFormat: 0, PluralRules: 0 });
      expect(plain(i18n.money(1250.5))).toBe('1 250,50 $');
      expect(plain(i18n.money(3))).toBe('3,00 $');
      expect(i18n.date('2024-03-01')).toBe('1 mars 2024');
      i18n.date('2024-03-02');
      expect(made).toEqual({ NumberFormat: 1, DateTimeFormat: 1, PluralRules: 0 });
      // Another language object of the locale (another widget, a host's messages) writes with the same ones.
      expect(plain(createI18n('fr-FR', { 'common.tryAgain': 'Réessayer' }).money(7))).toBe('7,00 $');
      expect(made).toEqual({ NumberFormat: 1, DateTimeFormat: 1, PluralRules: 0 });
    });
  });

  it('prepareFormats makes, for a locale, the formatters a signed-in screen writes first, which its language then uses', () => {
    const grouped = new Intl.NumberFormat('de-CH').format(1200);
    counting(['NumberFormat', 'DateTimeFormat', 'PluralRules'], (made) => {
      prepareFormats('de-CH');
      // A count, an amount, a signed amount, a date.
      expect(made).toEqual({ NumberFormat: 3, DateTimeFormat: 1, PluralRules: 0 });
      const i18n = createI18n('de-CH');
      expect(i18n.t('common.nav.unread', { count: 1200 })).toBe(`${grouped} unread`);
      i18n.money(1250.5);
      i18n.money(-3, '$', true);
      i18n.date('2024-03-01');
      // Only the plural rules (cheap: no number data) were left to the screen.
      expect(made).toEqual({ NumberFormat: 3, DateTimeFormat: 1, PluralRules: 1 });
    });
  });

  it('prepareFormats leaves a locale Intl refuses to the render, without throwing', () => {
    expect(() => prepareFormats('not a locale!')).not.toThrow();
    expect(() => createI18n('not a locale!').money(1)).toThrow(RangeError);
  });
});
