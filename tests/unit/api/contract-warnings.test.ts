/**
 * The integrator is told, the customer is not: only the integrator can mend the backend. An unreadable optional field logs one
 * console.warn naming the call and the field path (never a value), and reaches the mount option
 * `onContractWarning`; a refused answer is told the same way.
 */
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import * as dash from '../../../src/api/dashboard';
import { createTransport, type ContractWarning } from '../../../src/api/transport';
import { resolveOptions } from '../../../src/app/options';
import { createServices } from '../../../src/app/services';
import { json, recordingFetch } from '../support/fetch-stub';

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});

const PERSONAL = ['Jane Doe', 'jane@bank.test', '0123456789', 'bc1qsecretaddress', '4242.42', 'Rent to Mr Smith'];
const told = () => warn.mock.calls.map((args) => args.join(' '));

function transportAnswering(body: unknown, onContractWarning?: (w: ContractWarning) => void) {
  return createTransport({ apiBase: 'https://bank.test', getToken: () => 'jwt', fetchImpl: recordingFetch(() => json(body)).fetch, onContractWarning });
}

describe('an optional field that cannot be read', () => {
  it('falls back, logs one warning naming call and field, and calls onContractWarning', async () => {
    const hook = vi.fn();
    const api = transportAnswering({ names: ['BTC'], addresses: ['bc1qsecretaddress'], currency: 12 }, hook);
    const result = await dash.getCryptoDepositForm(api);
    expect(result).toMatchObject({ ok: true, data: { currency: '$', methods: ['BTC'], addressOf: { BTC: 'bc1qsecretaddress' } } });
    expect(told()).toEqual(['[bank widget] getcdform: currency: expected text, {symbol} or {code}, got a number; using "$"']);
    expect(hook).toHaveBeenCalledExactlyOnceWith({ call: 'getcdform', path: 'currency', message: 'expected text, {symbol} or {code}, got a number; using "$"', rejected: false });
  });

  it('one warning per call and field path, however many rows or loads repeat it', async () => {
    const hook = vi.fn();
    const row = { name: 'Rent to Mr Smith', date: '2024-01-01', amount: '4242.42', transaction_type: 'debit', status: 'Jane Doe' };
    const api = transportAnswering({ data: [row, row, row] }, hook);
    await dash.getRecentStatement(api);
    await dash.getRecentStatement(api);
    expect(told()).toEqual(['[bank widget] getstatement2: data[].status: expected successful, in_progress or failed, got text; using "unknown"']);
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('never carries a personal value: only shapes, paths and fallbacks', async () => {
    const hook = vi.fn();
    const profile = { data: { fullname: { first: 'Jane Doe' }, email: ['jane@bank.test'], account_no: true, total_credit: 'Jane Doe' }, tb: { current_balance: '4242.42' } };
    await dash.getProfile(transportAnswering(profile, hook));
    await dash.getRecentStatement(transportAnswering({ data: [{ name: 'Rent to Mr Smith', amount: '0123456789 EUR', transaction_type: 'debit' }] }, hook));
    await dash.getCryptoDepositForm(transportAnswering({ names: 'bc1qsecretaddress' }, hook));
    const everything = [...told(), ...hook.mock.calls.map((c) => JSON.stringify(c))].join('\n');
    expect(told().length).toBeGreaterThanOrEqual(5);
    for (const value of PERSONAL) expect(everything).not.toContain(value);
  });

  it('a throwing onContractWarning does not break the screen', async () => {
    const api = transportAnswering({ names: ['BTC'], currency: [] }, () => {
      throw new Error('monitoring down');
    });
    expect(await dash.getCryptoDepositForm(api)).toMatchObject({ ok: true, data: { currency: '$' } });
  });
});

describe('an answer refused', () => {
  it('is told with the reason, marked rejected, and stays a failure for the screen', async () => {
    const hook = vi.fn();
    const result = await dash.getProfile(transportAnswering({ data: { fullname: 'Jane Doe' }, tb: { current_balance: 'Jane Doe' } }, hook));
    expect(result).toMatchObject({ ok: false, kind: 'shape' });
    expect(told()).toEqual(['[bank widget] getprofile: tb.current_balance: expected a number, got text; answer rejected']);
    expect(hook).toHaveBeenCalledWith({ call: 'getprofile', path: 'tb.current_balance', message: 'expected a number, got text', rejected: true });
  });

  it('an answer without its usable fields names what was expected', async () => {
    await dash.pinCheck(transportAnswering({ page: '<h1>Gateway</h1>' }));
    expect(told()).toEqual(['[bank widget] pincheck: expected an object with haspin; answer rejected']);
  });

  it('a fully readable answer says nothing', async () => {
    await dash.pinCheck(transportAnswering({ haspin: '1', trx_notif: null }));
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('the mount option onContractWarning', () => {
  it('is passed from mountBank options to the transport', async () => {
    const hook = vi.fn();
    const options = resolveOptions(document.createElement('div'), { basePath: '/bank', apiBase: 'https://bank.test', onContractWarning: hook });
    const services = createServices(options, { fetchImpl: recordingFetch(() => json({ names: ['BTC'], currency: { symbol: 3 } })).fetch });
    expect(await dash.getCryptoDepositForm(services.api)).toMatchObject({ ok: true, data: { currency: '$' } });
    expect(hook).toHaveBeenCalledWith(expect.objectContaining({ call: 'getcdform', path: 'currency', rejected: false }));
    services.dispose();
  });

  it('must be a function when given', () => {
    expect(() => resolveOptions(document.createElement('div'), { basePath: '/bank', onContractWarning: 'log' })).toThrow(/onContractWarning/);
  });
});
