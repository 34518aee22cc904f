import type { Ref } from 'react';
import { SelectField, TextField } from '../../ui/Field';
import { statusLabel } from '../../lib/format';
import { STATUSES, TYPES, type StatementFilters } from './statement-filters';

export interface FilterBarProps {
  filters: StatementFilters;
  onChange: (change: Partial<StatementFilters>) => void;
  searchRef?: Ref<HTMLInputElement>;
}

/** Applied as the customer types or picks: there is nothing to submit. */
export function StatementFilterBar({ filters: f, onChange, searchRef }: FilterBarProps) {
  const value = (key: keyof StatementFilters) => (e: { currentTarget: { value: string } }) => onChange({ [key]: e.currentTarget.value });
  return (
    <div role="search" aria-label="Filter transactions" className="statement-filters print-hide">
      <TextField ref={searchRef} label="Search by name" type="search" value={f.q} onInput={value('q')} autoComplete="off" />
      <SelectField label="Type" placeholder="All types" options={TYPES} value={f.type} onChange={value('type')} />
      <SelectField
        label="Status"
        placeholder="All statuses"
        options={STATUSES.map((s) => ({ value: s, label: statusLabel(s) }))}
        value={f.status}
        onChange={value('status')}
      />
      <TextField label="From" type="date" value={f.from} max={f.to || undefined} onChange={value('from')} />
      <TextField label="To" type="date" value={f.to} min={f.from || undefined} onChange={value('to')} />
    </div>
  );
}
