// @vitest-environment node
/**
 * The demo backend's second dialect, so the client is tested against a PHP backend's answers. Switched by DEMO_DIALECT and the admin panel, it
 * writes the same answers as a PHP backend would (numbers as text, flags "1"/"0", currency as an
 * object, empty lists null, records only under data), and the client reads every call exactly
 * as it reads the plain dialect, without a single contract warning.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as dash from '../../src/api/dashboard';
import type { Transport } from '../../src/api/transport';
import { dialectFromEnv, inDialect } from '../../demo/server/dialect';
import { DemoStore } from '../../demo/server/store';
import { adminPost, clientFor, demoState, post, signIn, useDemoServer } from './helpers';

const ctx = useDemoServer();
let token: string;
let demo: Transport;
beforeEach(async () => {
  await adminPost(ctx.url, 'dialect', { dialect: 'plain' });
  token = await signIn(ctx.url, 'demo@bank.test');
  demo = clientFor(ctx.url, token);
});
afterEach(() => vi.restoreAllMocks());

const raw = async (marker: string) => (await post(ctx.url, { [marker]: '1', token })).json;

describe('the PHP dialect on the wire', () => {
  beforeEach(async () => {
    expect((await adminPost(ctx.url, 'dialect', { dialect: 'php' })).json.status).toBe(true);
  });

  it('getprofile: numbers as number_format text, the balance inside data', async () => {
    const body = await raw('getprofile');
    expect(body.tb).toBeUndefined();
    expect(body.data).toMatchObject({ fullname: 'Alex Morgan', tb: { current_balance: '25,000.00' } });
    expect((body.data as Record<string, unknown>).total_credit).toMatch(/^\d{1,3}(,\d{3})*\.\d\d$/);
  });

  it('pincheck: flags as "1"/"0", empty lists as null', async () => {
    expect(await raw('pincheck')).toEqual({ haspin: '1', requiresanother: '0', trx_notif: null });
  });

  it('getcdform: currency as { symbol }', async () => {
    const body = await raw('getcdform');
    expect(body.currency).toEqual({ symbol: '$' });
    expect((body.transactions as { amount: unknown }[]).every((t) => typeof t.amount === 'string')).toBe(true);
    expect(await raw('getmpcform')).toMatchObject({ currency: { symbol: '$' } });
  });

  it('getinstituition: every record under data', async () => {
    const body = await raw('getinstituition');
    expect(body.data2).toBeUndefined();
    expect(body.u).toBeUndefined();
    expect(body.data).toMatchObject({ account_no: '3021458796', username: 'alexmorgan' });
  });

  it('an action answers status "1"', async () => {
    expect(await post(ctx.url, { mnotificationar: '1', id: '999999', token })).toMatchObject({ status: 200 });
    const login = await post(ctx.url, { email: 'demo@bank.test', password: 'demo1234' }, '?crud=userlogin');
    expect(login.json).toMatchObject({ verified: '1' });
  });

  it('HTTP errors are left as they are', async () => {
    const answer = await post(ctx.url, { getprofile: '1', token: 'not-a-token' });
    expect(answer).toMatchObject({ status: 401, json: { status: false, error: true } });
  });
});

describe('the client reads both dialects alike', () => {
  const loaders: [string, (t: Transport) => Promise<unknown>][] = [
    ['getprofile', dash.getProfile],
    ['getstatement', dash.getStatement],
    ['getstatement2', dash.getRecentStatement],
    ['pincheck', dash.pinCheck],
    ['getcontact', dash.getContact],
    ['getnotifications', dash.getNotifications],
    ['gettrslist', dash.getTransferList],
    ['getperc', dash.getFee],
    ['getinstituition', dash.getInstitution],
    ['getcdform', dash.getCryptoDepositForm],
    ['getmpcform', dash.getPaymentForm],
    ['getfdcform', dash.getFixedDepositForm],
    ['getupgradeform', dash.getUpgradeForm],
  ];

  it.each(loaders)('%s: the same data, and no contract warning', async (_marker, call) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const plain = await call(demo);
    await adminPost(ctx.url, 'dialect', { dialect: 'php' });
    const php = await call(clientFor(ctx.url, token));
    expect(plain).toMatchObject({ ok: true });
    expect(php).toEqual(plain);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('switching', () => {
  it('the admin panel switch is in the state, survives a data reset, and refuses an unknown dialect', async () => {
    expect((await demoState(ctx.url)).dialect).toBe('plain');
    await adminPost(ctx.url, 'dialect', { dialect: 'php' });
    expect((await demoState(ctx.url)).dialect).toBe('php');
    await adminPost(ctx.url, 'reset');
    expect((await demoState(ctx.url)).dialect).toBe('php');
    expect(await adminPost(ctx.url, 'dialect', { dialect: 'perl' })).toMatchObject({ status: 400 });
    expect((await demoState(ctx.url)).dialect).toBe('php');
  });

  it('DEMO_DIALECT chooses the dialect a store starts in; an unknown value is an error', () => {
    expect(dialectFromEnv({})).toBe('plain');
    expect(dialectFromEnv({ DEMO_DIALECT: 'php' })).toBe('php');
    expect(() => dialectFromEnv({ DEMO_DIALECT: 'PHP5' })).toThrow(/DEMO_DIALECT/);
    vi.stubEnv('DEMO_DIALECT', 'php');
    expect(new DemoStore({ log: () => {} }).dialect).toBe('php');
    vi.unstubAllEnvs();
  });

  it('the plain dialect is left untouched', () => {
    const body = { status: true, data: [], currency: '$' };
    expect(inDialect('plain', 'getcdform', body)).toBe(body);
  });
});
