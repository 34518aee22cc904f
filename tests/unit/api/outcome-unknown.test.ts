/** Which failures of a money call leave its outcome unknown, through the one transport as the screens call it. */
import { describe, expect, it } from 'vitest';
import { createTransport } from '../../../src/api/transport';
import { outcomeUnknown } from '../../../src/api/failure';
import { newTransfer } from '../../../src/api/dashboard';
import { hangUntilAborted, htmlPage, json, recordingFetch, type Responder } from '../support/fetch-stub';

const fields = { bank: 'First Bank', swift: '', currency: 'USD', routing: '', country: 'France', act_no: '123', act_hold_name: 'Jane Doe', amount: 10, note: '' };

async function failureOf(respond: Responder, timeoutMs?: number) {
  const { fetch } = recordingFetch(respond);
  const api = createTransport({ apiBase: 'https://bank.example.com', getToken: () => 't', fetchImpl: fetch, ...(timeoutMs ? { timeoutMs } : {}) });
  const result = await newTransfer(api, fields);
  if (result.ok) throw new Error('expected a failure');
  return result;
}

describe('outcomeUnknown: no answer, or none that can be read, is not a "no"', () => {
  it.each([
    ['the network failed', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the server failed (500)', () => htmlPage({ status: 500 })],
    ['a gateway gave up (504)', () => json({ message: 'Gateway Timeout' }, { status: 504 })],
    ['the body is not JSON', () => new Response('<html>proxy</html>')],
    ['the JSON is not an answer', () => json(['nothing', 'useful'])],
  ] as [string, Responder][])('unknown when %s', async (_, respond) => {
    expect(outcomeUnknown(await failureOf(respond))).toBe(true);
  });

  it('unknown when no answer came in time', async () => {
    expect(outcomeUnknown(await failureOf(hangUntilAborted, 15))).toBe(true);
  });

  it.each([
    ['the bank refused it', () => json({ status: false, message: 'Insufficient balance' })],
    ['the request was refused (400)', () => json({ message: 'Bad request' }, { status: 400 })],
    ['the session had ended (401)', () => json({}, { status: 401 })],
  ] as [string, Responder][])('known (nothing was done) when %s', async (_, respond) => {
    expect(outcomeUnknown(await failureOf(respond))).toBe(false);
  });
});
