/** The inactivity lock's arithmetic at its edges: when the warning comes, the countdown, the end. */
import { describe, expect, it } from 'vitest';
import { idleStatus, latestInput, warnLead } from '../../../src/session/idle-clock';

const MIN = 60_000;

describe('idleStatus', () => {
  const five = 5 * MIN;

  it('is active until one minute before the end, and says when to look again', () => {
    expect(idleStatus(0, 0, five)).toEqual({ phase: 'active', next: 4 * MIN });
    expect(idleStatus(0, 4 * MIN - 1, five)).toEqual({ phase: 'active', next: 1 });
  });

  it('warns from one minute before, counting whole seconds down, with the next tick at the next second', () => {
    expect(idleStatus(0, 4 * MIN, five)).toEqual({ phase: 'warning', seconds: 60, next: 1000 });
    expect(idleStatus(0, 4 * MIN + 1, five)).toEqual({ phase: 'warning', seconds: 60, next: 999 });
    expect(idleStatus(0, 4 * MIN + 1000, five)).toEqual({ phase: 'warning', seconds: 59, next: 1000 });
    expect(idleStatus(0, five - 1, five)).toEqual({ phase: 'warning', seconds: 1, next: 1 });
  });

  it('ends exactly at the limit and after it', () => {
    expect(idleStatus(0, five, five)).toEqual({ phase: 'ended' });
    expect(idleStatus(0, five + 3 * MIN, five)).toEqual({ phase: 'ended' });
  });

  it('counts from the last input', () => {
    expect(idleStatus(10 * MIN, 14 * MIN, five)).toEqual({ phase: 'warning', seconds: 60, next: 1000 });
    expect(idleStatus(10 * MIN, 13 * MIN, five).phase).toBe('active');
  });
});

describe('warnLead', () => {
  it('is one minute, or half the limit when the limit is shorter than two minutes', () => {
    expect(warnLead(5 * MIN)).toBe(MIN);
    expect(warnLead(2 * MIN)).toBe(MIN);
    expect(warnLead(MIN)).toBe(30_000);
    expect(idleStatus(0, 30_000, MIN)).toEqual({ phase: 'warning', seconds: 30, next: 1000 });
  });
});

describe('latestInput', () => {
  it('takes the later of our own input and the shared one; anything unreadable counts as none', () => {
    expect(latestInput(5, '9')).toBe(9);
    expect(latestInput(9, '5')).toBe(9);
    expect(latestInput(9, '')).toBe(9);
    expect(latestInput(9, 'ended')).toBe(9);
  });
});
