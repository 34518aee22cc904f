import type { ActionResponse } from '../../api/schemas';

/** The server's words when a transfer needs the code: compared, not shown (the notice's title is `transfer.code.title`). */
export const CODE_REQUIRED = 'Transfer Authorization Code is required';

export interface CodePrompt {
  head: string;
  body: string;
}

/** Whether the PIN answer asks for the authorization code step, with the server's own words if it sent any. */
export function codePrompt(answer: ActionResponse): CodePrompt | null {
  const asks = answer.requiresanother;
  if (asks && typeof asks === 'object') return asks;
  return asks ? { head: answer.head ?? '', body: answer.body ?? '' } : null;
}
