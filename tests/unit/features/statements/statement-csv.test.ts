import { describe, expect, it } from 'vitest';
import { csvText, statementCsv } from '../../../../src/features/statements/statement-csv';
import type { Transaction } from '../../../../src/api/schemas';
import { createI18n } from '../../../../src/lib/i18n';

const english = createI18n();

const tx = (over: Partial<Transaction>): Transaction => ({ name: 'Salary', date: '2024-03-09 10:00:00', amount: 100, direction: 'credit', status: 'successful', ...over });
const lines = (csv: string) => csv.split('\r\n');

describe('CSV cells are neutralised against spreadsheet formula injection', () => {
  it.each(['=1+1', '+1', '-1', '@SUM(A1)', '\tcmd', '\rcmd'])('a text cell starting %j gets a leading apostrophe', (value) => {
    expect(csvText(value).replace(/^"|"$/g, '')).toBe(`'${value}`);
  });

  it('leaves ordinary text alone and quotes commas, quotes and line breaks (RFC 4180)', () => {
    expect(csvText('Coffee shop')).toBe('Coffee shop');
    expect(csvText('Smith, J "Jo"')).toBe('"Smith, J ""Jo"""');
    expect(csvText('two\nlines')).toBe('"two\nlines"');
  });

  it('a =HYPERLINK(...) name is exported as text, not as a formula', () => {
    const csv = statementCsv([tx({ name: '=HYPERLINK("http://evil.test","Click")' })], english);
    expect(lines(csv)[1]).toBe(`9 Mar 2024,"'=HYPERLINK(""http://evil.test"",""Click"")",credit,successful,100.00`);
  });

  it('amounts stay plain numbers, negative ones included, with two decimals', () => {
    const csv = statementCsv([tx({ amount: -12.5, direction: 'debit' }), tx({ amount: 1250.5 })], english);
    expect(lines(csv)[1]!.split(',').at(-1)).toBe('-12.50');
    expect(lines(csv)[2]!.split(',').at(-1)).toBe('1250.50');
  });

  it('has a header, one line per transaction, the real month and readable statuses', () => {
    const csv = statementCsv([tx({ date: '2024-12-31 23:59:00', status: 'in_progress', name: 'Rent' })], english);
    expect(lines(csv)).toEqual(['Date,Name,Type,Status,Amount', '31 Dec 2024,Rent,credit,in progress,100.00', '']);
  });
});

describe("the CSV in the customer's language", () => {
  it('German: translated headers and types, dates with the month in letters, amounts still plain numbers', async () => {
    const de = (await import('../../../../src/i18n/de')).default;
    const rows = lines(statementCsv([tx({ date: '2024-03-05 10:00:00', amount: 1250.5, direction: 'debit' })], createI18n('de', de)));
    expect(rows[0]).toBe('Datum,Bezeichnung,Art,Status,Betrag');
    const [date, name, type, , amount] = rows[1]!.split(',');
    expect([date, name, type, amount]).toEqual(['5. März 2024', 'Salary', 'Belastung', '1250.50']);
  });
});
