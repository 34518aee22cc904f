import { useI18n } from '../lib/useI18n';

/** Which way money moved, from the customer's side. */
export type Direction = 'credit' | 'debit';

/**
 * Money as money, the one way every screen shows an amount: a credit is "+" and the success ink,
 * a debit "−" and the text colour, so the sign says it without colour (WCAG 1.4.1); the sign and
 * the currency stand where the locale's number format puts them (in Arabic too), and figures are
 * tabular so a column of amounts lines up. Hidden, the figure is not in the document at all: no
 * screen reader or copy can reveal it.
 */
export function Amount({ value, direction, currency, hidden = false }: { value: number; direction?: Direction; currency?: string; hidden?: boolean }) {
  const { t, money } = useI18n();
  if (hidden) {
    return (
      <span className="amount">
        <span aria-hidden="true">••••••</span>
        <span className="visually-hidden">{t('common.amount.hidden')}</span>
      </span>
    );
  }
  const figure = direction === 'debit' ? -Math.abs(value) : direction ? Math.abs(value) : value;
  return <span className={`amount${direction ? ` amount--${direction}` : ''}`}>{money(figure, currency, !!direction)}</span>;
}
