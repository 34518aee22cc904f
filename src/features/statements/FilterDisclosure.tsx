import { useId, useState, type Ref } from 'react';
import { useI18n } from '../../lib/useI18n';
import { useContainerMode } from '../../ui/useContainerMode';
import { activeFilters, type StatementFilters } from './statement-filters';

/**
 * The statement's filters at a phone's width: folded behind a "Filter" button so the list comes
 * first, the panel hidden (never removed) while closed. Wide, they simply show. statements.css's
 * container query decides (`--bank-filters`); script reads the same answer back.
 */
export function useFilterDisclosure() {
  const [mode, watch] = useContainerMode('--bank-filters', 'shown');
  const [open, setOpen] = useState(false);
  const id = useId();
  const folded = mode === 'folded';
  return { watch, folded, open, id, shown: !folded || open, toggle: () => setOpen((was) => !was) };
}

/** Its name carries how many filters narrow the list ("Filter (2)"): heard on the button, seen while the panel is closed. */
export function FilterButton({
  filters,
  open,
  id,
  toggle,
  buttonRef,
}: {
  filters: StatementFilters;
  open: boolean;
  id: string;
  toggle: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}) {
  const { t } = useI18n();
  const count = activeFilters(filters);
  return (
    <button ref={buttonRef} type="button" className="button button--secondary statement-filter-toggle" aria-expanded={open} aria-controls={id} onClick={toggle}>
      {count ? t('statements.filterCount', { count }) : t('statements.filter')}
    </button>
  );
}
