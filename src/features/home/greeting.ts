import type { MessageId } from '../../lib/i18n';

/** The dashboard's greeting for the customer's local hour (docs/spec-notes.md §9: 0–4 and 18–24 Night, 5–11 Morning, 12–17 Afternoon). */
export function greetingFor(hour: number): MessageId {
  if (hour >= 5 && hour < 12) return 'home.greeting.morning';
  if (hour >= 12 && hour < 18) return 'home.greeting.afternoon';
  return 'home.greeting.night';
}
