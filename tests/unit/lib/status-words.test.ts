import { describe, expect, it } from 'vitest';
import { createI18n } from '../../../src/lib/i18n';
import { kindWords, statusTone, statusWords } from '../../../src/lib/status-words';
import fr from '../../../src/i18n/fr/common';
import frFunds from '../../../src/i18n/fr/funds';

const { t } = createI18n();

describe('the status map', () => {
  it.each([
    ['successful', 'successful', 'success'],
    ['Confirmed', 'confirmed', 'success'],
    ['approved', 'approved', 'success'],
    ['in_progress', 'in progress', 'warning'],
    ['PENDING', 'pending', 'warning'],
    ['failed', 'failed', 'danger'],
    ['declined', 'declined', 'danger'],
  ])('%s reads "%s" in the %s tone, whatever its case', (status, words, tone) => {
    expect(statusWords(status, t)).toBe(words);
    expect(statusTone(status)).toBe(tone);
  });

  it('shows a word it does not know as the server named it, in the neutral tone', () => {
    expect(statusWords('on_hold', t)).toBe('on hold');
    expect(statusTone('on_hold')).toBe('neutral');
    expect(statusTone('')).toBe('neutral');
  });

  it('writes "unknown", the word the API layer puts for a status it could not read, in the customer\'s language', () => {
    expect(statusWords('unknown', t)).toBe('unknown');
    expect(statusWords('unknown', createI18n('fr', fr).t)).toBe('inconnu');
    expect(statusTone('unknown')).toBe('neutral');
  });
});

describe('transaction kinds the widget has words for', () => {
  const french = createI18n('fr', { ...frFunds, ...fr }).t;
  it.each([
    ['Bank Transfer', 'Virement bancaire'],
    ['bank transfer', 'Virement bancaire'],
    ['Institutional Transfer', 'Virement institutionnel'],
    ['Crypto Deposit', 'Dépôt en cryptomonnaie'],
    ['Fixed deposit', 'Dépôt à terme'],
  ])('"%s" reads "%s" in French', (kind, words) => {
    expect(kindWords(kind, french)).toBe(words);
  });

  it('keeps English words in English, and anything else (a name, a coin) as the bank sent it', () => {
    expect(kindWords('Bank Transfer', t)).toBe('Bank Transfer');
    for (const sent of ['Transfer to Jamie Chen', 'BTC', 'USDT (TRC20)', 'Bank Transfer fee', '']) expect(kindWords(sent, french)).toBe(sent);
  });
});
