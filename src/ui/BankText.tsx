/**
 * The one way a message that may hold the bank's words is shown (src/lib/bank-words.ts): an
 * outcome the widget knows in the customer's language, then the bank's own text where it says
 * more, in an element marked with the bank's language, so a screen reader reads it with the
 * right voice (WCAG 3.1.2). When the customer reads the bank's language, the bank's text alone
 * is shown: it is then already in their words. A message of ours is translated as `say` does.
 */
import { addsTo, sameLanguage, splitBank } from '../lib/bank-words';
import { useI18n } from '../lib/useI18n';

export function BankText({ text }: { text: string }) {
  const { say, locale, bank: lang = 'en' } = useI18n();
  const [ours, bank] = splitBank(text);
  if (!bank) return say(ours);
  const theirs = <span lang={lang}>{bank}</span>;
  if (!ours || sameLanguage(locale, lang)) return theirs;
  return addsTo(bank) ? (
    <>
      {say(ours)} {theirs}
    </>
  ) : (
    say(ours)
  );
}
