import { describe, expect, it } from 'vitest';
import { greetingFor } from '../../../../src/features/home/greeting';
import { createI18n } from '../../../../src/lib/i18n';
import { languageFiles } from '../../../../src/i18n/files';

const { t } = createI18n();

describe('greetingFor: 5–11 Morning, 12–17 Afternoon, 18–4 Evening (the spec\'s "Good Night" is a goodbye)', () => {
  it.each([
    [0, 'Good Evening'],
    [4, 'Good Evening'],
    [5, 'Good Morning'],
    [11, 'Good Morning'],
    [12, 'Good Afternoon'],
    [17, 'Good Afternoon'],
    [18, 'Good Evening'],
    [23, 'Good Evening'],
  ])('hour %i reads "%s"', (hour, greeting) => {
    expect(t(greetingFor(hour))).toBe(greeting);
  });

  it('never says good night (a farewell) at any hour, in any shipped language', () => {
    const files = languageFiles();
    const farewells = /good ?night|bonne nuit|gute nacht|تصبح على خير/i;
    for (const language of ['en', 'fr', 'de', 'es', 'ar']) {
      const say = language === 'en' ? t : createI18n(language, files[language]!).t;
      for (let hour = 0; hour < 24; hour++) expect(say(greetingFor(hour)), `${language} at ${hour}:00`).not.toMatch(farewells);
    }
  });
});
