/** The panel's calls to the demo admin API on this page's own origin. */
import type { AdminAnswer, DemoStateView } from './server/admin-types.ts';

export async function fetchState(): Promise<DemoStateView> {
  const response = await fetch('/__demo/state', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The demo server answered ${response.status}.`);
  return (await response.json()) as DemoStateView;
}

/** Runs an admin action; never throws, so every button can report what happened. */
export async function runAction(name: string, body?: Record<string, unknown>): Promise<AdminAnswer> {
  try {
    const response = await fetch(`/__demo/${name}`, {
      method: 'POST',
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    const answer = (await response.json()) as Partial<AdminAnswer>;
    return { status: response.ok && answer.status === true, message: answer.message ?? `The demo server answered ${response.status}.` };
  } catch {
    return { status: false, message: 'The demo server could not be reached.' };
  }
}
