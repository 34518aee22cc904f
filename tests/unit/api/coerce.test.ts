/**
 * The readings a PHP backend gives of one field, each accepted once, in src/api, and
 * everything else reported as unreadable (so the schema can fall back or fail, never guess).
 */
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { field, kindOf, list, readAnswer, readCurrency, readDate, readFlag, readNumber, readOneOf, readText, record } from '../../../src/api/coerce';

describe('readNumber', () => {
  it.each([
    [12500.5, 12500.5],
    [0, 0],
    [-3, -3],
    ['12500.50', 12500.5],
    ['1,250.00', 1250],
    ['1,234,567.89', 1234567.89],
    [' 42 ', 42],
    ['-7.5', -7.5],
  ])('reads %j as %j', (x, n) => expect(readNumber(x)).toBe(n));

  it.each([['12.500,50'], ['$12'], ['12 EUR'], ['1,25'], ['12,50.00'], ['abc'], [''], [Infinity], [NaN], [true], [{}], [[]], [null]])('%j is unreadable', (x) =>
    expect(readNumber(x)).toBeUndefined(),
  );
});

describe('readFlag', () => {
  it.each([true, 1, '1', 'true', 'TRUE', 'yes', 'Yes'])('%j is set', (x) => expect(readFlag(x)).toBe(true));
  it.each([false, 0, '0', 'false', 'no', 'NO'])('%j is not set', (x) => expect(readFlag(x)).toBe(false));
  it.each(['maybe', '', null, {}, []])('%j is unreadable', (x) => expect(readFlag(x)).toBeUndefined());
});

describe('readText (ids as numbers or strings)', () => {
  it('keeps text and writes a number as text', () => {
    expect(readText('Jane')).toBe('Jane');
    expect(readText(42)).toBe('42');
    expect(readText('')).toBe('');
  });
  it.each([true, {}, [], null])('%j is unreadable', (x) => expect(readText(x)).toBeUndefined());
});

describe('readDate', () => {
  it.each(['2024-03-01', '2024-03-01 14:05:00', '2024-03-01T14:05:00Z', '2024-03-01T14:05:00.123+02:00', '2024-03-01T14:05'])('accepts %j as sent', (x) =>
    expect(readDate(x)).toBe(x),
  );
  it.each(['01/03/2024', 'yesterday', '2024-3-1', 1709251200, {}])('%j is unreadable', (x) => expect(readDate(x)).toBeUndefined());
});

describe('readCurrency', () => {
  it('a symbol as text, or { symbol }', () => {
    expect(readCurrency('$')).toBe('$');
    expect(readCurrency(' € ')).toBe('€');
    expect(readCurrency({ symbol: '€' })).toBe('€');
  });
  it('{ code } gives the symbol Intl writes for it', () => {
    expect(readCurrency({ code: 'USD' })).toBe('$');
    expect(readCurrency({ code: 'EUR' })).toBe('€');
    expect(readCurrency({ code: 'GBP' })).toBe('£');
  });
  it.each([[12], [{ code: 'NOPE1' }], [{}], [{ symbol: '' }], [['$']], ['  ']])('%j is unreadable', (x) => expect(readCurrency(x)).toBeUndefined());
});

describe('readOneOf', () => {
  const status = readOneOf(['successful', 'in_progress', 'failed'] as const);
  it('reads case-blind, with spaces as underscores', () => {
    expect(status('successful')).toBe('successful');
    expect(status('In Progress')).toBe('in_progress');
    expect(status('FAILED')).toBe('failed');
  });
  it('anything else is unreadable', () => {
    expect(status('on_hold')).toBeUndefined();
    expect(status(1)).toBeUndefined();
  });
});

describe('kindOf never carries the value', () => {
  it.each([
    ['jane@bank.test', 'text'],
    [12, 'a number'],
    [true, 'a boolean'],
    [{ iban: 'X' }, 'an object'],
    [['a'], 'a list'],
    [null, 'nothing'],
    [undefined, 'nothing'],
  ])('%j is %s', (x, kind) => expect(kindOf(x)).toBe(kind));
});

describe('field, list and record as schemas', () => {
  const Row = v.object({ id: field('text', readText), n: field('a number', readNumber, 0) });
  const Answer = v.object({ rows: list(Row), name: field('text', readText, ''), box: record(v.object({ a: field('text', readText, '-') })) });

  it('absent optional fields fall back silently', () => {
    expect(readAnswer(Answer, {})).toEqual({ ok: true, data: { rows: [], name: '', box: { a: '-' } }, notes: [] });
    expect(readAnswer(Answer, { rows: null, name: null, box: null })).toEqual({ ok: true, data: { rows: [], name: '', box: { a: '-' } }, notes: [] });
  });

  it('an unreadable optional field falls back with a note naming its path', () => {
    expect(readAnswer(Answer, { name: {}, rows: 'x', box: 'y' })).toEqual({
      ok: true,
      data: { rows: [], name: '', box: { a: '-' } },
      notes: [
        { path: 'rows', message: 'expected a list, got text; using []' },
        { path: 'name', message: 'expected text, got an object; using ""' },
        { path: 'box', message: 'expected an object, got text; using {}' },
      ],
    });
  });

  it('a row missing a required field is dropped and counted; notes inside kept rows carry the row path', () => {
    expect(readAnswer(Answer, { rows: [{ id: 1, n: 'x' }, { n: 2 }, { id: 'b' }, 'junk'] })).toEqual({
      ok: true,
      data: {
        rows: [
          { id: '1', n: 0 },
          { id: 'b', n: 0 },
        ],
        name: '',
        box: { a: '-' },
      },
      notes: [
        { path: 'rows[].n', message: 'expected a number, got text; using 0' },
        { path: 'rows', message: '2 of 4 rows unreadable (id: expected text, got nothing); dropped' },
      ],
    });
  });

  it('a required field missing or unreadable fails the answer, with the reason', () => {
    const Required = v.object({ id: field('text', readText), rows: list(Row, true) });
    expect(readAnswer(Required, { rows: [] })).toEqual({ ok: false, notes: [{ path: 'id', message: 'expected text, got nothing' }] });
    expect(readAnswer(Required, { id: true, rows: [] })).toEqual({ ok: false, notes: [{ path: 'id', message: 'expected text, got a boolean' }] });
    expect(readAnswer(Required, { id: 'a', rows: 'none' })).toEqual({ ok: false, notes: [{ path: 'rows', message: 'expected a list, got text' }] });
    expect(readAnswer(Required, { id: 'a', rows: null })).toMatchObject({ ok: true, data: { rows: [] } });
  });

  it("valibot's own messages (which quote the value) are reworded to name only its kind", () => {
    const result = readAnswer(v.object({ kind: v.picklist(['a', 'b']) }), { kind: 'jane@bank.test' });
    expect(result).toEqual({ ok: false, notes: [{ path: 'kind', message: 'expected ("a" | "b"), got text' }] });
  });
});
