/**
 * The inactivity lock's arithmetic (PSD2 asks that an idle session end): where a session stands `now`, given the
 * last input in any tab and the allowed idle time. Pure, so its edges are unit-tested.
 */

import { IDLE_WARNING_MS } from '../config/timings';

/** The warning comes a minute before the end; with a very short limit, halfway through it. */
export const warnLead = (idleMs: number) => Math.min(IDLE_WARNING_MS, idleMs / 2);

export type IdleStatus =
  | { phase: 'active'; /** ms until the warning is due */ next: number }
  | { phase: 'warning'; seconds: number; /** ms until the shown second changes */ next: number }
  | { phase: 'ended' };

export function idleStatus(lastInput: number, now: number, idleMs: number): IdleStatus {
  const left = lastInput + idleMs - now;
  if (left <= 0) return { phase: 'ended' };
  const lead = warnLead(idleMs);
  if (left > lead) return { phase: 'active', next: left - lead };
  return { phase: 'warning', seconds: Math.ceil(left / 1000), next: left % 1000 || 1000 };
}

/** The later of our own last input and the one another tab shared (a stored number, or anything else). */
export const latestInput = (own: number, shared: string) => Math.max(own, Number(shared) || 0);
