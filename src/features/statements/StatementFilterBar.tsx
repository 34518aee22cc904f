import type { Ref } from 'react';
import { SelectField, TextField } from '../../ui/Field';
import { useI18n } from '../../lib/useI18n';
import { statusWords, STATUSES, TYPE_WORDS, TYPES, type StatementFilters } from './statement-filters';

export interface FilterBarProps {
  filters: StatementFilters;
  onChange: (change: Partial<StatementFilters>) => void;
  searchRef?: Ref<HTMLInputElement>;
  /** Folded behind the Filter button: hidden, not removed, so nothing the customer set is lost. */
  id?: string;
  hidden?: boolean;
}

/** Applied as the customer types or picks: there is nothing to submit. */
export function StatementFilterBar({ filters: f, onChange, searchRef, id, hidden }: FilterBarProps) {
  const { t } = useI18n();
  const value = (key: keyof StatementFilters) => (e: { currentTarget: { value: string } }) => onChange({ [key]: e.currentTarget.value });
  return (
    <div role="search" id={id} hidden={hidden} aria-label={t('statements.filters')} className="statement-filters print-hide">
      <TextField ref={searchRef} label={t('statements.search')} type="search" value={f.q} onInput={value('q')} autoComplete="off" />
      <SelectField
        label={t('statements.col.type')}
        placeholder={t('statements.allTypes')}
        options={TYPES.map((s) => ({ value: s, label: t(TYPE_WORDS[s]) }))}
        value={f.type}
        onChange={value('type')}
      />
      <SelectField
        label={t('statements.col.status')}
        placeholder={t('statements.allStatuses')}
        options={STATUSES.map((s) => ({ value: s, label: statusWords(s, t) }))}
        value={f.status}
        onChange={value('status')}
      />
      <TextField label={t('statements.from')} type="date" value={f.from} max={f.to || undefined} onChange={value('from')} />
      <TextField label={t('statements.to')} type="date" value={f.to} min={f.from || undefined} onChange={value('to')} />
    </div>
  );
}
