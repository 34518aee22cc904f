import type { DASHBOARD } from './calls';

/**
 * The calls that move money or file a request: sent once, never cancelled, their lost answers looked up.
 * A file of its own so the transport reads this list without the whole call contract, which only the
 * site's endpoint and the tests need.
 */
export const MONEY_CALLS = ['newtrs', 'newcd', 'newmpc', 'newfdc', 'newupgrade'] as const satisfies readonly (keyof typeof DASHBOARD)[];
export type MoneyCall = (typeof MONEY_CALLS)[number];

/**
 * A row of the bank's list (its transfers, a form's deposits) as the schemas read it, amount a number,
 * texts as sent: what the list read before a money call keeps (src/session/unanswered.ts) and what
 * src/lib/outcome.ts compares.
 */
export interface ListedEntry {
  amount: number;
  type?: string;
  recipient?: string;
}
