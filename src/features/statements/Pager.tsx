import { useI18n } from '../../lib/useI18n';

/**
 * Pages of a long statement: a few dozen rows in the page at a time keep a 10,000-row
 * statement quick to open and scroll. Ends are aria-disabled rather than disabled, so the
 * button a keyboard user just pressed keeps focus.
 */
export function Pager({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const { t } = useI18n();
  if (pages < 2) return null;
  const step = (to: number, text: string) => {
    const off = to < 1 || to > pages || to === page;
    return (
      <button type="button" className="button button--secondary" aria-disabled={off || undefined} onClick={() => off || onPage(to)}>
        {text}
      </button>
    );
  };
  return (
    <nav className="pager print-hide" aria-label={t('statements.pages')}>
      {step(page - 1, t('statements.previous'))}
      <p role="status">{t('statements.page', { page, pages })}</p>
      {step(page + 1, t('statements.next'))}
    </nav>
  );
}
