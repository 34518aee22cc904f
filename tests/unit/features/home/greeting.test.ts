import { describe, expect, it } from 'vitest';
import { greetingFor } from '../../../../src/features/home/greeting';
import { createI18n } from '../../../../src/lib/i18n';

const { t } = createI18n();

describe('greetingFor (docs/spec-notes.md §9: 0–4 Night, 5–11 Morning, 12–17 Afternoon, 18–24 Night)', () => {
  it.each([
    [0, 'Good Night'],
    [4, 'Good Night'],
    [5, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [17, 'Good Afternoon'],
    [18, 'Good Night'],
    [23, 'Good Night'],
  ])('hour %i reads "%s"', (hour, greeting) => {
    expect(t(greetingFor(hour))).toBe(greeting);
  });
});
