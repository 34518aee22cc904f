import type { MessageId } from '../../lib/i18n';

/**
 * The dashboard's greeting for the customer's local hour: 5–11 Morning, 12–17 Afternoon, and
 * Evening from 18 until 4. The spec's "Good Night" for 18–24 and 0–4 is a goodbye, not a
 * greeting (docs/differences.md); the id keeps its name so a host's override of it still applies.
 */
export function greetingFor(hour: number): MessageId {
  if (hour >= 5 && hour < 12) return 'home.greeting.morning';
  if (hour >= 12 && hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.night';
}
