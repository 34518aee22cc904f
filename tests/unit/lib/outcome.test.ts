import { describe, expect, it } from 'vitest';
import { outcomeFromLists, type ListedEntry } from '../../../src/lib/outcome';

const jane = { amount: 1000, recipient: 'Jane Doe' };
const older: ListedEntry[] = [
  { amount: 250, type: 'First Bank', recipient: 'Ann Lee' },
  { amount: 1000, type: 'First Bank', recipient: 'Jane Doe' },
];

describe('the outcome of a lost answer, read from the bank’s list', () => {
  it('found: one more row like the sent one than before, wherever the list puts it', () => {
    expect(outcomeFromLists(older, [{ amount: 1000, type: 'First Bank', recipient: 'Jane Doe' }, ...older], jane)).toBe('sent');
    expect(outcomeFromLists(older, [...older, { amount: 1000, recipient: 'Jane Doe' }], jane)).toBe('sent');
    expect(outcomeFromLists([], [{ amount: 1000, recipient: 'Jane Doe' }], jane)).toBe('sent');
  });

  it('found, when the backend writes the same row differently on the second read (amount as text read to a number, case, spacing, a row without a recipient)', () => {
    const before = [{ amount: 999.999, recipient: 'JANE  DOE' }];
    expect(outcomeFromLists(before, [...before, { amount: 1000.0, recipient: 'jane doe.' }], jane)).toBe('sent');
    expect(outcomeFromLists([], [{ amount: 1000, recipient: '' }], jane)).toBe('sent');
    expect(outcomeFromLists([], [{ amount: 50, type: 'Bitcoin' }], { amount: 50, type: 'bitcoin' })).toBe('sent');
  });

  it('not found: the same rows as before in another order, or new rows unlike the sent one', () => {
    expect(outcomeFromLists(older, [...older].reverse(), jane)).toBe('not-sent');
    expect(outcomeFromLists(older, [{ amount: 1000.01, recipient: 'Jane Doe' }, { amount: 1000, recipient: 'John Smith' }, ...older], jane)).toBe('not-sent');
    expect(outcomeFromLists([], [], jane)).toBe('not-sent');
    expect(outcomeFromLists([], [{ amount: 50, type: 'Ethereum' }], { amount: 50, type: 'Bitcoin' })).toBe('not-sent');
  });

  it('a like row that was already there is not the sent one', () => {
    expect(outcomeFromLists(older, older, jane)).toBe('not-sent');
  });

  it('cannot tell: the list could not be read after, or a like row is there and there was no list before to compare with', () => {
    expect(outcomeFromLists(older, null, jane)).toBe('unknown');
    expect(outcomeFromLists(null, null, jane)).toBe('unknown');
    expect(outcomeFromLists(null, older, jane)).toBe('unknown');
  });

  it('without a list before, a list with no row like the sent one still says it was not sent', () => {
    expect(outcomeFromLists(null, [{ amount: 250, recipient: 'Ann Lee' }], jane)).toBe('not-sent');
  });
});
