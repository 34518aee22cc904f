/** How a message holding the bank's words shows: ours in the customer's language, the bank's marked with its own. */
import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/preact';
import { BankText } from '../../../src/ui/BankText';
import { I18nProvider } from '../../../src/lib/useI18n';
import { createI18n } from '../../../src/lib/i18n';
import { bankSaid, knownOutcome } from '../../../src/lib/bank-words';
import ar from '../../../src/i18n/ar';

function shown(text: string, locale: 'en' | 'ar', bank?: string) {
  const i18n = Object.assign(createI18n(locale, locale === 'ar' ? ar : {}), bank ? { bank } : {});
  const { container } = render(
    <I18nProvider i18n={i18n}>
      <p>
        <BankText text={text} />
      </p>
    </I18nProvider>,
  );
  const p = container.querySelector('p')!;
  return { text: p.textContent, marked: [...p.querySelectorAll('[lang]')].map((e) => [e.getAttribute('lang'), e.textContent]) };
}

describe('BankText', () => {
  it('in Arabic, a wrong PIN is said in Arabic; "Incorrect PIN", which says no more, is left out', () => {
    expect(shown(knownOutcome('transfer.pin.wrong', 'Incorrect PIN'), 'ar')).toEqual({ text: 'الرمز السري غير صحيح', marked: [] });
  });

  it('in Arabic, bank words that say more follow ours, marked with the bank’s language', () => {
    expect(shown(knownOutcome('transfer.pin.wrong', 'Incorrect PIN, 2 tries left'), 'ar')).toEqual({
      text: 'الرمز السري غير صحيح Incorrect PIN, 2 tries left',
      marked: [['en', 'Incorrect PIN, 2 tries left']],
    });
  });

  it('in the bank’s own language, the bank’s words alone (already the customer’s), marked', () => {
    expect(shown(knownOutcome('auth.signUp.sent', 'Account created.'), 'en')).toEqual({ text: 'Account created.', marked: [['en', 'Account created.']] });
    // Without words of the bank, ours.
    expect(shown(knownOutcome('auth.signUp.sent'), 'en').text).toBe('Your account has been created. We sent a verification code to your email.');
  });

  it('a bank that writes French is marked fr, inside an English screen too', () => {
    expect(shown(bankSaid('Code PIN incorrect'), 'en', 'fr')).toEqual({ text: 'Code PIN incorrect', marked: [['fr', 'Code PIN incorrect']] });
  });

  it('a message of ours is translated as `say` does, with nothing marked', () => {
    expect(shown('common.failure.network', 'en')).toEqual({ text: 'Network error: check your connection and try again', marked: [] });
  });
});
