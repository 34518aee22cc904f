/** The widget's language for its screens: `const { t, money, date } = useI18n()`. */
import { createContext, useContext, type ReactNode } from 'react';
import { createI18n, type I18n } from './i18n';

const I18nContext = createContext<I18n | null>(null);
let english: I18n | undefined;

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** Outside a mount (a component rendered on its own in a test) the widget speaks English. */
export const useI18n = (): I18n => useContext(I18nContext) ?? (english ??= createI18n());
