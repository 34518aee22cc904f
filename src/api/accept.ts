import { fail, type Result } from './failure';
import type { ActionResponse } from './schemas';
import { reportsError } from './flags';

/**
 * An action the server answered but refused (`status` false, or `error` set) becomes a
 * `rejected` failure carrying the server's message, or the screen's fallback when it sent none.
 */
export function accepted(result: Result<ActionResponse>, fallback: string = 'common.failure.rejected'): Result<ActionResponse> {
  if (!result.ok) return result;
  const { status, error, message } = result.data;
  const refused = !status || reportsError(error);
  if (refused) return fail('rejected', message || (typeof error === 'string' && error) || fallback);
  return result;
}
