import { describe, expect, it } from 'vitest';
import { applyFilters, dayOf, indexStatement, NO_FILTERS, readFilters, writeFilters, type StatementFilters } from '../../../../src/features/statements/statement-filters';
import type { Transaction } from '../../../../src/api/schemas';
import { createI18n } from '../../../../src/lib/i18n';

const { date: formatDate } = createI18n();

const tx = (name: string, date: string, direction: Transaction['direction'], status: Transaction['status']): Transaction => ({
  name,
  date,
  amount: 10,
  direction,
  status,
});
const list = [
  tx('Salary March', '2024-03-01 09:00:00', 'credit', 'successful'),
  tx('Coffee', '2024-03-15 08:30:00', 'debit', 'successful'),
  tx('Transfer to Ann', '2024-04-02 12:00:00', 'debit', 'in_progress'),
  tx('Refund', '2024-04-30 18:00:00', 'credit', 'failed'),
  tx('Mystery', 'not a date', 'debit', 'failed'),
];
const names = (f: Partial<StatementFilters>) => applyFilters(indexStatement(list), { ...NO_FILTERS, ...f }).map((r) => r.t.name);

describe('the date format', () => {
  it('is the day, the month in letters and the year, the real month (the original showed it one lower)', () => {
    expect(formatDate('2024-03-09 10:00:00')).toBe('9 Mar 2024');
    expect(formatDate('2024-01-05')).toBe('5 Jan 2024');
    expect(formatDate('2024-12-31 23:59:59')).toBe('31 Dec 2024');
  });
  it('gives the local calendar day the range filters compare', () => {
    expect(dayOf('2024-03-09 23:30:00')).toBe('2024-03-09');
    expect(dayOf('2024-03-09T10:00:00.000Z')).toBe(new Date('2024-03-09T10:00:00.000Z').toLocaleDateString('sv'));
    expect(dayOf('nonsense')).toBe('');
  });
});

describe('statement filters', () => {
  it('no filter shows everything', () => expect(names({})).toHaveLength(5));
  it('by type', () => expect(names({ type: 'credit' })).toEqual(['Salary March', 'Refund']));
  it('by status', () => expect(names({ status: 'failed' })).toEqual(['Refund', 'Mystery']));
  it('by date range, both ends included; a date that is not a date is outside any range', () => {
    expect(names({ from: '2024-03-15', to: '2024-04-02' })).toEqual(['Coffee', 'Transfer to Ann']);
    expect(names({ from: '2024-04-01' })).toEqual(['Transfer to Ann', 'Refund']);
    expect(names({ to: '2024-03-01' })).toEqual(['Salary March']);
  });
  it('by text, ignoring case and surrounding spaces', () => expect(names({ q: '  TRANSFER ' })).toEqual(['Transfer to Ann']));
  it('combined', () => expect(names({ type: 'debit', status: 'successful', q: 'co' })).toEqual(['Coffee']));
});

describe('filters in the URL query', () => {
  it('round trip: what is written is read back the same', () => {
    const f: StatementFilters = { type: 'debit', status: 'in_progress', from: '2024-03-01', to: '2024-04-30', q: 'rent & co', page: 3 };
    const query = writeFilters(f);
    expect(query).toBe('type=debit&status=in_progress&from=2024-03-01&to=2024-04-30&q=rent+%26+co&page=3');
    expect(readFilters(`?${query}`)).toEqual(f);
  });
  it('no filters write an empty query', () => expect(writeFilters(NO_FILTERS)).toBe(''));
  it('values a person could not have picked are ignored', () => {
    expect(readFilters('?type=refund&status=done&from=yesterday&to=2024-13&page=-4&q=x')).toEqual({ ...NO_FILTERS, q: 'x' });
  });
});
