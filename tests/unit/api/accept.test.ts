import { describe, expect, it } from 'vitest';
import { accepted } from '../../../src/api/accept';
import { fail, type Result } from '../../../src/api/failure';
import type { ActionResponse } from '../../../src/api/schemas';

const answer = (over: Partial<ActionResponse>): Result<ActionResponse> => ({
  ok: true,
  data: { status: true, message: '', icon: '', requiresanother: false, extra: '', failed: false, trx_notif: [], ...over },
});

describe('accepted()', () => {
  it('{status:false, message} → rejected with the server message', () => {
    expect(accepted(answer({ status: false, message: 'Email already in use' }))).toEqual({
      ok: false,
      kind: 'rejected',
      message: 'Email already in use',
    });
  });

  it('{status:false} without a message → the fallback (default "Something went wrong!")', () => {
    expect(accepted(answer({ status: false }))).toEqual({ ok: false, kind: 'rejected', message: 'common.failure.rejected' });
    expect(accepted(answer({ status: false }), 'Custom fallback')).toEqual({ ok: false, kind: 'rejected', message: 'Custom fallback' });
  });

  it('an error string with status true is still a refusal, and the error text is shown when there is no message', () => {
    expect(accepted(answer({ error: 'Account locked' }))).toEqual({ ok: false, kind: 'rejected', message: 'Account locked' });
    expect(accepted(answer({ error: true, message: 'Nope' }))).toEqual({ ok: false, kind: 'rejected', message: 'Nope' });
    expect(accepted(answer({ error: 1 }), 'fb')).toEqual({ ok: false, kind: 'rejected', message: 'fb' });
  });

  it.each([false, 0, '', null, undefined])('error %j with status true is accepted', (error) => {
    const ok = answer({ error });
    expect(accepted(ok)).toBe(ok);
  });

  it('a transport failure passes through untouched', () => {
    const failure = fail('timeout');
    expect(accepted(failure, 'fb')).toBe(failure);
  });
});
