import type { DASHBOARD } from './calls';

/**
 * The calls that move money or file a request: sent once, never cancelled, their lost answers looked up.
 * A file of its own so the transport reads this list without the whole call contract, which only the
 * site's endpoint and the tests need.
 */
export const MONEY_CALLS = ['newtrs', 'newcd', 'newmpc', 'newfdc', 'newupgrade'] as const satisfies readonly (keyof typeof DASHBOARD)[];
export type MoneyCall = (typeof MONEY_CALLS)[number];
