/**
 * The bank's own words inside the widget's messages. A message may carry the bank's text after a
 * separator: before it an outcome of ours (a message id the screen translates) or nothing, after it
 * what the bank wrote, in the bank's language. The ErrorSummary, field errors and flashes hold
 * messages as strings, so the pair travels as one; BankText (src/ui) shows it: the outcome in the
 * customer's language, the bank's text after it where it says more, marked with its `lang`.
 */
import type { MessageId } from './i18n';

const MARK = '\u001f';

/** An outcome the widget knows (a wrong PIN, an account created), with what the bank said of it. */
export const knownOutcome = (id: MessageId, bank = ''): string => id + MARK + bank;

/** The bank's words about an outcome the widget does not know. */
export const bankSaid = (text: string): string => MARK + text;

/** [our message id or its text, the bank's words]; a message without the bank's words is all ours. */
export const splitBank = (text: string) => text.split(MARK) as [string, string?];

/**
 * What banks write that says no more than an outcome the widget names itself ("Incorrect PIN",
 * "Email verified", "Transfer Authorization Code is required", "Successful! Await Confirmation",
 * the specification's own receipt status, which in French or Arabic would otherwise follow ours
 * in English), compared letters and digits only, lower
 * case; "Incorrect PIN, 2 tries left" or "Your PIN is blocked" say more, and are shown.
 */
const SAYS_ONLY =
  /^((invalid|incorrect|wrong)(transaction|verification|transfer|authori[sz]ation)*(pin|code)|(account|email|transfer|deposit|payment)?(created|verified|submitted|successful|received|pending)(successfully)?|successfulawaitconfirmation|transferauthori[sz]ationcodeisrequired)$/;

/** Whether the bank's words say more than the outcome the widget names. */
export const addsTo = (bank: string): boolean => !SAYS_ONLY.test(bank.toLowerCase().replace(/[^\p{L}\p{N}]/gu, ''));

/** Two language tags of one language ("en", "en-GB"), as canonical tags write them (the language in lower case). */
export const sameLanguage = (a: string, b: string): boolean => a.split('-')[0] == b.split('-')[0];
