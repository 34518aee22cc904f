import { useEffect, useMemo, useRef, useState } from 'react';
import { useI18n } from '../../lib/useI18n';
import { Button } from '../../ui/Button';
import { applyFilters, isFiltered, localDay, NO_FILTERS, type IndexedTransaction } from './statement-filters';
import { FilterButton, useFilterDisclosure } from './FilterDisclosure';
import { statementCsv } from './statement-csv';
import { download } from './download';
import { useStatementFilters } from './useStatementFilters';
import { StatementFilterBar } from './StatementFilterBar';
import { StatementSummary } from './StatementSummary';
import { StatementTable } from './StatementTable';
import { Pager } from './Pager';

const PAGE_SIZE = 25;

/** The loaded statement: filters from the URL, a page of the rows they match, export and print of all of them. */
export function Statement({ rows: all }: { rows: readonly IndexedTransaction[] }) {
  const i18n = useI18n();
  const { t, date } = i18n;
  const [filters, update] = useStatementFilters();
  const [printing, setPrinting] = useState(false);
  const search = useRef<HTMLInputElement>(null);
  const filterButton = useRef<HTMLButtonElement>(null);
  const disclosure = useFilterDisclosure();
  const { type, status, from, to, q } = filters;
  const shown = useMemo(() => applyFilters(all, { type, status, from, to, q, page: 1 }), [all, type, status, from, to, q]);

  const pages = Math.max(1, Math.ceil(shown.length / PAGE_SIZE));
  const page = Math.min(filters.page, pages);
  const first = (page - 1) * PAGE_SIZE;
  // Printing lays out every matching row; on screen only one page is in the document.
  const rows = (printing ? shown : shown.slice(first, first + PAGE_SIZE)).map((r) => r.t);

  useEffect(() => {
    if (!printing) return;
    window.print();
    setPrinting(false);
  }, [printing]);

  let earliest = '';
  let latest = '';
  for (const { day } of shown) {
    if (day && (!earliest || day < earliest)) earliest = day;
    if (day > latest) latest = day;
  }
  const start = from || earliest;
  const end = to || latest;
  const period = start && end ? t('statements.period.range', { from: date(start), to: date(end) }) : t('statements.period.all');

  function clear() {
    update(NO_FILTERS);
    // The search field while the filters show; folded away, the button that opens them (the Clear button goes).
    (disclosure.shown ? search.current : filterButton.current)?.focus();
  }

  return (
    <>
      <StatementSummary period={period} />
      <div ref={disclosure.watch} className="statement-filter-box print-hide">
        {disclosure.folded ? <FilterButton filters={filters} {...disclosure} buttonRef={filterButton} /> : null}
        <StatementFilterBar id={disclosure.id} hidden={!disclosure.shown} filters={filters} onChange={update} searchRef={search} />
      </div>
      <div className="toolbar statement-actions print-hide">
        <p role="status" className={shown.length ? 'statement-count' : 'empty-state'}>
          {shown.length ? t('statements.count', { shown: shown.length, count: all.length }) : t('statements.noMatch')}
        </p>
        {isFiltered(filters) ? (
          <Button variant="link" onClick={clear}>
            {t('statements.clear')}
          </Button>
        ) : null}
        {shown.length ? (
          <>
            <Button
              variant="secondary"
              onClick={() =>
                download(
                  t('statements.file', { day: localDay(new Date()) }),
                  `\uFEFF${statementCsv(
                    shown.map((r) => r.t),
                    i18n,
                  )}`,
                  'text/csv;charset=utf-8',
                )
              }
            >
              {t('statements.export')}
            </Button>
            <Button variant="secondary" onClick={() => setPrinting(true)}>
              {t('statements.print')}
            </Button>
          </>
        ) : null}
      </div>
      {shown.length ? (
        <>
          <StatementTable rows={rows} />
          <Pager page={page} pages={pages} onPage={(p) => update({ page: p })} />
        </>
      ) : null}
    </>
  );
}
