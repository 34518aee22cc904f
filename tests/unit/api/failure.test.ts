import { describe, expect, it } from 'vitest';
import { fail, isRetryableRead } from '../../../src/api/failure';

describe('isRetryableRead: which failed reads may succeed if simply asked again', () => {
  it('the connection, a timeout and the server in trouble: yes', () => {
    expect(isRetryableRead(fail('network'))).toBe(true);
    expect(isRetryableRead(fail('timeout'))).toBe(true);
    expect(isRetryableRead(fail('unreachable', undefined, 504))).toBe(true);
    expect(isRetryableRead(fail('http', undefined, 500))).toBe(true);
    expect(isRetryableRead(fail('http', undefined, 502))).toBe(true);
    expect(isRetryableRead(fail('http', undefined, 599))).toBe(true);
  });

  it('a 4xx, a refusal, an unreadable answer, a cancelled request: no, they would come back the same', () => {
    for (const status of [400, 401, 403, 404, 413, 429, 499]) expect(isRetryableRead(fail('http', undefined, status)), String(status)).toBe(false);
    expect(isRetryableRead(fail('rejected', 'Invalid Pin'))).toBe(false);
    expect(isRetryableRead(fail('shape'))).toBe(false);
    expect(isRetryableRead(fail('not-json'))).toBe(false);
    expect(isRetryableRead(fail('aborted'))).toBe(false);
  });
});
