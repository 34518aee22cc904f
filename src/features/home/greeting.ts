/** The dashboard's greeting for the customer's local hour (spec §9: 0–4 and 18–24 Night, 5–11 Morning, 12–17 Afternoon). */
export function greetingFor(hour: number): string {
  if (hour >= 5 && hour < 12) return 'Good Morning';
  if (hour >= 12 && hour < 18) return 'Good Afternoon';
  return 'Good Night';
}
