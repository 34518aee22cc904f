/** The wait after too many attempts, in each shipped language, with its plural forms. */
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/lib/i18n';
import { fail, type Failure } from '../../../src/api/failure';
import { failureText } from '../../../src/lib/failure-text';
import { splitBank } from '../../../src/lib/bank-words';
import fr from '../../../src/i18n/fr';
import de from '../../../src/i18n/de';
import es from '../../../src/i18n/es';
import ar from '../../../src/i18n/ar';

const CATALOGUES = { en: {}, fr, de, es, ar };
const throttled = (wait: number): Failure => ({ ...fail('throttled', 'common.failure.throttled', 429), wait });

describe('failureText', () => {
  it.each([
    ['en', 840, 'Too many attempts, try again in 14 minutes.'],
    ['en', 60, 'Too many attempts, try again in 1 minute.'],
    ['en', 5, 'Too many attempts, try again in 1 minute.'],
    ['fr', 840, 'Trop de tentatives, réessayez dans 14 minutes.'],
    ['fr', 60, 'Trop de tentatives, réessayez dans 1 minute.'],
    ['de', 840, 'Zu viele Versuche, versuchen Sie es in 14 Minuten erneut.'],
    ['de', 30, 'Zu viele Versuche, versuchen Sie es in 1 Minute erneut.'],
    ['es', 900, 'Demasiados intentos, inténtelo de nuevo dentro de 15 minutos.'],
    ['es', 60, 'Demasiados intentos, inténtelo de nuevo dentro de 1 minuto.'],
    ['ar', 120, 'محاولات كثيرة جدًا، حاول مرة أخرى بعد دقيقتين.'],
    ['ar', 300, 'محاولات كثيرة جدًا، حاول مرة أخرى بعد 5 دقائق.'],
    ['ar', 60, 'محاولات كثيرة جدًا، حاول مرة أخرى بعد دقيقة واحدة.'],
  ] as const)('%s, %i s: %s', (locale, wait, text) => {
    expect(failureText(throttled(wait), createI18n(locale, CATALOGUES[locale]).t)).toBe(text);
  });

  it("any other failure keeps its own message; a refusal's words are marked as the bank's", () => {
    const { t } = createI18n('en');
    expect(failureText(fail('network'), t)).toBe('common.failure.network');
    expect(splitBank(failureText(fail('rejected', 'Invalid Credentials'), t))).toEqual(['', 'Invalid Credentials']);
    // A refusal without words of the bank keeps our message id.
    expect(failureText(fail('rejected'), t)).toBe('common.failure.rejected');
  });

  it("where the screen knows what a refusal means, that outcome first, the bank's words after it", () => {
    const { t } = createI18n('en');
    expect(splitBank(failureText(fail('rejected', 'Incorrect PIN'), t, 'transfer.pin.wrong'))).toEqual(['transfer.pin.wrong', 'Incorrect PIN']);
    expect(failureText(fail('rejected', 'common.failure.occured'), t, 'transfer.pin.wrong')).toBe('common.failure.occured');
    // Not a refusal: what happened to the call, not what the bank said of the PIN.
    expect(failureText(fail('network'), t, 'transfer.pin.wrong')).toBe('common.failure.network');
  });
});
