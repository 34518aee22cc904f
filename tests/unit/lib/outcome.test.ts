import { describe, expect, it } from 'vitest';
import { fail, outcomeUnknown } from '../../../src/api/failure';
import type { ListedEntry } from '../../../src/api/money-calls';
import { afterRead, outcomeFromLists, type Finding, type Reads } from '../../../src/lib/outcome';

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

describe('the timing policy after a lost answer (a fake clock)', () => {
  const DIRECT = 20_000;
  const SITE = 35_000;
  const sent = { amount: 1000, recipient: 'Jane Doe' };

  /**
   * Runs the policy as the widget does: the first read when the answer is lost, each next one
   * after the wait the policy gives. `listed(t)` is the list the bank gives t ms after sending
   * (null: it gives none). Returns the finding that ended it and when, or the last one at 5 min.
   */
  function run(listed: (t: number) => ListedEntry[] | null, { lostAt = 0, limitMs = DIRECT } = {}) {
    let reads: Reads = { sentAt: 0, count: 0, absent: 0 };
    const said: { at: number; finding: Finding }[] = [];
    for (let now = lostAt; now < 300_000;) {
      const next = afterRead(outcomeFromLists([], listed(now), sent), reads, now, limitMs);
      said.push({ at: now, finding: next.finding });
      if (next.finding === 'sent' || next.finding === 'not-sent') break;
      reads = next.reads;
      now += next.waitMs;
    }
    return { last: said.at(-1)!, said };
  }
  const bookedAt = (at: number) => (t: number) => (t >= at ? [{ amount: 1000, recipient: 'Jane Doe' }] : []);

  it('an entry the bank lists 10 s late is found, within a minute, and never said "not sent" before', () => {
    const { last, said } = run(bookedAt(10_000));
    expect(last.finding).toBe('sent');
    expect(last.at).toBeLessThan(60_000);
    expect(said.map((s) => s.finding)).not.toContain('not-sent');
  });

  it('nothing listed: "not sent" only once the time limit and a margin have passed and two reads agree, within a minute', () => {
    const { last, said } = run(() => []);
    expect(last.finding).toBe('not-sent');
    expect(last.at).toBeGreaterThanOrEqual(DIRECT + 10_000);
    expect(last.at).toBeLessThan(60_000);
    expect(said.filter((s) => s.finding === 'checking').length).toBeGreaterThanOrEqual(2);
  });

  it('an entry listed just before the grace ends is still found', () => {
    expect(run(bookedAt(29_000)).last.finding).toBe('sent');
  });

  it('a list the bank does not give, or that cannot be read, is "cannot tell": never "not sent", however long', () => {
    const { said } = run(() => null);
    expect(new Set(said.map((s) => s.finding))).toEqual(new Set(['unreadable']));
    expect(said.at(-1)!.at).toBeGreaterThan(200_000);
  });

  it('one read that cannot be read does not count towards the two that must agree', () => {
    const flaky = (t: number) => (t >= 30_000 && t < 32_500 ? null : []);
    const { last, said } = run(flaky);
    expect(said.some((s) => s.finding === 'unreadable')).toBe(true);
    expect(last.finding).toBe('not-sent');
  });

  it('a timeout is a lost answer: looked up, never sent again', () => {
    expect(outcomeUnknown(fail('timeout'))).toBe(true);
  });

  it('the grace covers the call’s own limit: through the site (35 s) an entry listed 40 s after sending, lost at the timeout, is found', () => {
    expect(run(bookedAt(40_000), { lostAt: SITE, limitMs: SITE }).last.finding).toBe('sent');
    const { last } = run(() => [], { lostAt: SITE, limitMs: SITE });
    expect(last.finding).toBe('not-sent');
    expect(last.at).toBeGreaterThanOrEqual(SITE + 10_000);
    expect(last.at).toBeLessThan(SITE + 60_000);
  });
});
