/**
 * What the demo's bank controls can arm for the next money call (next-money-call.ts does it),
 * shared by the server and the panel.
 */

/** The calls that move money or file a payment. */
export const MONEY_CALLS = ['newtrs', 'newcd', 'newmpc', 'newfdc', 'newupgrade'] as const;

export const MONEY_CALL_BEHAVIOURS = ['normal', 'lost', 'dropped', 'late', 'slow'] as const;
type MoneyCallBehaviour = (typeof MONEY_CALL_BEHAVIOURS)[number];

/** How long `late` keeps the new entry out of the lists and `slow` holds the answer, unless armed with delayMs. */
export const DEFAULT_DELAY_MS = { late: 10_000, slow: 5_000 } as const;
export const MAX_DELAY_MS = 60_000;

export interface ArmedMoneyCall {
  behaviour: Exclude<MoneyCallBehaviour, 'normal'>;
  /** Only this customer's next money call; any customer's when absent. */
  email?: string;
  /** `late` and `slow` only. */
  delayMs?: number;
}

/** What an arming does, in words: the admin answer and the panel's status line. */
export function describeArming({ behaviour, email, delayMs }: ArmedMoneyCall): string {
  const whose = email ? `${email}'s next money call` : 'The next money call (any customer)';
  const seconds = (ms: number) => `${ms / 1000} s`;
  switch (behaviour) {
    case 'lost':
      return `${whose} is carried out by the bank, and its answer is lost.`;
    case 'dropped':
      return `${whose} is dropped before it reaches the bank: nothing is recorded.`;
    case 'late':
      return `${whose} is carried out and its answer lost; the bank lists it ${seconds(delayMs ?? DEFAULT_DELAY_MS.late)} later.`;
    case 'slow':
      return `${whose} is carried out and answered after ${seconds(delayMs ?? DEFAULT_DELAY_MS.slow)}.`;
  }
}
