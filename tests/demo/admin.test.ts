// @vitest-environment node
/** The demo admin API under /__demo/: state, KYC, deposits, balance, authorization code, notifications, reset. */
import { describe, expect, it } from 'vitest';
import { userLogin } from '../../src/api/auth';
import { getNotifications, getProfile, getStatement } from '../../src/api/dashboard';
import { adminPost, clientFor, demoState, signIn, useDemoServer } from './helpers';

const ctx = useDemoServer();
const user = async (email: string) => (await demoState(ctx.url)).users.find((u) => u.email === email);

describe('GET /__demo/state', () => {
  it('lists every seeded user with a status summary, and the pending deposits', async () => {
    const state = await demoState(ctx.url);
    expect(state.users.map((u) => u.email)).toEqual(['demo@bank.test', 'nopin@bank.test', 'unverified@bank.test', 'pending@bank.test', 'declined@bank.test', 'admin@bank.test']);
    expect(state.users[0]).toMatchObject({ verification: 'Verified', hasPin: true, balance: 25000, unreadNotifications: 2 });
    expect(state.users[1]).toMatchObject({ hasPin: false });
    expect(state.users[2]).toMatchObject({ emailVerified: false, verification: 'Not Verified' });
    expect(state.users[5]).toMatchObject({ role: 'admin' });
    expect(state.pendingDeposits).toEqual([expect.objectContaining({ email: 'demo@bank.test', type: 'BTC', amount: 500, kind: 'crypto' })]);
    expect(state.mailbox).toEqual([]);
  });

  it('shows mail newest first with code, link and ISO time', async () => {
    await userLogin(clientFor(ctx.url), { email: 'unverified@bank.test', password: 'demo1234' });
    await adminPost(ctx.url, 'require-code', { email: 'demo@bank.test' });
    const [newest, older] = (await demoState(ctx.url)).mailbox;
    expect(newest).toMatchObject({ to: 'demo@bank.test', subject: 'Your transfer authorization code', code: expect.stringMatching(/^\d{4}$/) });
    expect(older).toMatchObject({ to: 'unverified@bank.test', code: expect.stringMatching(/^\d{6}$/) });
    expect(new Date(newest?.at ?? '').toISOString()).toBe(newest?.at);
  });

  it('the proof of a pending deposit is served', async () => {
    const [deposit] = (await demoState(ctx.url)).pendingDeposits;
    const response = await fetch(`${ctx.url}${deposit?.proofUrl}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\//);
  });
});

describe('POST /__demo/kyc', () => {
  it('approve: the pending customer then signs in fully', async () => {
    expect(await adminPost(ctx.url, 'kyc', { email: 'pending@bank.test', decision: 'approve' })).toEqual({
      status: 200,
      json: { status: true, message: 'KYC approved for pending@bank.test.' },
    });
    expect(await userLogin(clientFor(ctx.url), { email: 'pending@bank.test', password: 'demo1234' })).toMatchObject({
      data: { role: 'customer', verification_status: 'Verified' },
    });
  });

  it('decline: the customer is sent back to the KYC form', async () => {
    await adminPost(ctx.url, 'kyc', { email: 'pending@bank.test', decision: 'decline' });
    expect(await userLogin(clientFor(ctx.url), { email: 'pending@bank.test', password: 'demo1234' })).toMatchObject({
      data: { verification_status: 'Declined', submitted: true },
    });
  });

  it('only documents under review can be decided', async () => {
    expect(await adminPost(ctx.url, 'kyc', { email: 'declined@bank.test', decision: 'approve' })).toMatchObject({
      status: 409,
      json: { status: false, error: true },
    });
  });

  it.each([
    [{ email: 'pending@bank.test', decision: 'maybe' }, 400],
    [{ email: 'pending@bank.test' }, 400],
    [{ decision: 'approve' }, 400],
    [{ email: 'ghost@bank.test', decision: 'approve' }, 404],
    [{ email: 'admin@bank.test', decision: 'approve' }, 404],
  ])('refuses %o with %i', async (body, status) => {
    expect(await adminPost(ctx.url, 'kyc', body)).toMatchObject({ status, json: { status: false, error: true } });
  });
});

describe('POST /__demo/deposit', () => {
  const pendingId = async () => (await demoState(ctx.url)).pendingDeposits[0]?.id;

  it('confirm credits the balance once', async () => {
    const id = await pendingId();
    expect(await adminPost(ctx.url, 'deposit', { id, decision: 'confirm' })).toMatchObject({ status: 200 });
    expect((await user('demo@bank.test'))?.balance).toBe(25500);
    expect(await adminPost(ctx.url, 'deposit', { id, decision: 'confirm' })).toMatchObject({ status: 409 });
    expect((await demoState(ctx.url)).pendingDeposits).toEqual([]);
  });

  it('decline leaves the balance and notifies the customer', async () => {
    const token = await signIn(ctx.url, 'demo@bank.test');
    expect(await adminPost(ctx.url, 'deposit', { id: String(await pendingId()), decision: 'decline' })).toMatchObject({ status: 200 });
    expect((await user('demo@bank.test'))?.balance).toBe(25000);
    const notes = await getNotifications(clientFor(ctx.url, token));
    expect(notes.ok && notes.data.data[0]).toMatchObject({ title: 'Payment declined', unread: true });
  });

  it.each([
    [{ id: 'abc', decision: 'confirm' }, 400],
    [{ id: 1, decision: 'accept' }, 400],
    [{ id: 999999, decision: 'confirm' }, 404],
  ])('refuses %o with %i', async (body, status) => {
    expect(await adminPost(ctx.url, 'deposit', body)).toMatchObject({ status });
  });
});

describe('POST /__demo/balance', () => {
  it('credit and debit move the balance and add successful lines', async () => {
    const token = await signIn(ctx.url, 'nopin@bank.test');
    expect(await adminPost(ctx.url, 'balance', { email: 'nopin@bank.test', direction: 'credit', amount: '300.25' })).toMatchObject({
      status: 200,
    });
    expect(await adminPost(ctx.url, 'balance', { email: 'nopin@bank.test', direction: 'debit', amount: 100 })).toMatchObject({
      status: 200,
    });
    const profile = await getProfile(clientFor(ctx.url, token));
    expect(profile.ok && profile.data.balance).toBe(1400.25);
    const statement = await getStatement(clientFor(ctx.url, token));
    expect(statement.ok && statement.data.data.slice(0, 2)).toMatchObject([
      { direction: 'debit', amount: 100, status: 'successful' },
      { direction: 'credit', amount: 300.25, status: 'successful' },
    ]);
  });

  it('a debit beyond the balance is a 409', async () => {
    expect(await adminPost(ctx.url, 'balance', { email: 'nopin@bank.test', direction: 'debit', amount: 5000 })).toMatchObject({
      status: 409,
    });
  });

  it.each([
    [{ email: 'nopin@bank.test', direction: 'credit', amount: -1 }, 400],
    [{ email: 'nopin@bank.test', direction: 'credit', amount: '1.234' }, 400],
    [{ email: 'nopin@bank.test', direction: 'credit', amount: true }, 400],
    [{ email: 'nopin@bank.test', direction: 'sideways', amount: 1 }, 400],
    [{ email: 'ghost@bank.test', direction: 'credit', amount: 1 }, 404],
  ])('refuses %o with %i', async (body, status) => {
    expect(await adminPost(ctx.url, 'balance', body)).toMatchObject({ status });
  });
});

describe('POST /__demo/require-code and /__demo/notify', () => {
  it('require-code mails a 4-digit code and flags the user', async () => {
    expect(await adminPost(ctx.url, 'require-code', { email: 'demo@bank.test' })).toMatchObject({ status: 200 });
    expect((await user('demo@bank.test'))?.transferCodeRequired).toBe(true);
    expect(await adminPost(ctx.url, 'require-code', {})).toMatchObject({ status: 400 });
  });

  it('notify posts an unread notification', async () => {
    const token = await signIn(ctx.url, 'demo@bank.test');
    expect(await adminPost(ctx.url, 'notify', { email: 'demo@bank.test', title: 'Hello', body: 'From the bank' })).toMatchObject({
      status: 200,
    });
    const notes = await getNotifications(clientFor(ctx.url, token));
    expect(notes.ok && notes.data.data[0]).toMatchObject({ title: 'Hello', body: 'From the bank', unread: true });
    expect(await adminPost(ctx.url, 'notify', { email: 'demo@bank.test', title: '', body: 'x' })).toMatchObject({ status: 400 });
    expect(await adminPost(ctx.url, 'notify', { email: 'demo@bank.test', title: 'x'.repeat(121), body: 'x' })).toMatchObject({
      status: 400,
    });
  });
});

describe('POST /__demo/reset', () => {
  it('restores the seed, empties the mailbox and ends every session', async () => {
    const seed = await demoState(ctx.url);
    const token = await signIn(ctx.url, 'demo@bank.test');
    await adminPost(ctx.url, 'balance', { email: 'demo@bank.test', direction: 'debit', amount: 1000 });
    await adminPost(ctx.url, 'kyc', { email: 'pending@bank.test', decision: 'approve' });
    await adminPost(ctx.url, 'require-code', { email: 'demo@bank.test' });
    expect(await adminPost(ctx.url, 'reset')).toEqual({ status: 200, json: { status: true, message: 'Demo data reset.' } });
    const after = await demoState(ctx.url);
    expect(after.users).toEqual(seed.users);
    expect(after.mailbox).toEqual([]);
    expect(after.pendingDeposits.map((d) => ({ ...d, id: 0, createdAt: '' }))).toEqual(seed.pendingDeposits.map((d) => ({ ...d, id: 0, createdAt: '' })));
    expect(await getProfile(clientFor(ctx.url, token))).toMatchObject({ ok: false, status: 401 });
  });
});

describe('admin request checks', () => {
  it('bodies must be JSON objects', async () => {
    const send = (body: string, type = 'application/json') => fetch(`${ctx.url}/__demo/notify`, { method: 'POST', headers: { 'Content-Type': type }, body });
    for (const response of [await send('{oops'), await send('[1]'), await send('null'), await send('a=b', 'text/plain')]) {
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ status: false, error: true });
    }
  });

  it('unknown actions are 404 and wrong methods 405, as JSON', async () => {
    expect((await adminPost(ctx.url, 'explode', {})).status).toBe(404);
    const get = await fetch(`${ctx.url}/__demo/reset`);
    expect(get.status).toBe(405);
    expect(await get.json()).toMatchObject({ error: true });
    expect((await fetch(`${ctx.url}/__demo/state`, { method: 'POST' })).status).toBe(405);
  });
});
