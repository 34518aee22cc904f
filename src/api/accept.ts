import { fail, type Result } from './failure';
import type { ActionResponse } from './schemas';
import { meetsRule, type UsableRule } from './flags';

/**
 * An action's answer is a refusal when its status is not set, its error reports one, or it says
 * the action `failed` (the contract lists the field; an answer that says so never reads as
 * success, whatever its status). The
 * plugin's endpoint reads a PIN's, a code's or a current password's answer by the same rule
 * (scripts/generate/plugin-facts.ts) to count a failed guess.
 */
export const ACTION_REFUSED: UsableRule = [
  { field: 'status', is: 'unset' },
  { field: 'error', is: 'reports-error' },
  { field: 'failed', is: 'set' },
];

/**
 * An action the server answered but refused (`status` false, or `error` set) becomes a
 * `rejected` failure carrying the server's message, or the screen's fallback when it sent none.
 */
export function accepted(result: Result<ActionResponse>, fallback: string = 'common.failure.rejected'): Result<ActionResponse> {
  if (!result.ok) return result;
  const { status, error, failed, message } = result.data;
  if (meetsRule({ status, error, failed }, ACTION_REFUSED)) return fail('rejected', message || (typeof error === 'string' && error) || fallback);
  return result;
}
