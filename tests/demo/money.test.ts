// @vitest-environment node
/** PIN-guarded transfers, the authorization code step, and proof-of-payment deposits. */
import { beforeEach, describe, expect, it } from 'vitest';
import * as dash from '../../src/api/dashboard';
import type { Transport } from '../../src/api/transport';
import { adminPost, clientFor, demoState, fakeImage, lastMail, png, post, signIn, transfer, useDemoServer } from './helpers';

const ctx = useDemoServer();
let demo: Transport;
let token: string;
beforeEach(async () => {
  token = await signIn(ctx.url, 'demo@bank.test');
  demo = clientFor(ctx.url, token);
});

const balance = async (client = demo) => {
  const result = await dash.getProfile(client);
  return result.ok ? result.data.balance : NaN;
};

describe('confirmmypin and newtrs', () => {
  it('a wrong PIN is "Invalid Pin"', async () => {
    expect(await dash.confirmMyPin(demo, { pin: '9999' })).toEqual({ ok: false, kind: 'rejected', message: 'Invalid Pin' });
  });

  it('PIN, then transfer: debits the balance and records an in_progress debit', async () => {
    expect(await dash.confirmMyPin(demo, { pin: '1234' })).toEqual({ ok: true, data: { codePrompt: null } });
    expect(await dash.newTransfer(demo, transfer)).toMatchObject({
      ok: true,
      data: { status: true, message: 'Successful! Await Confirmation', extra: expect.stringMatching(/^TRF-\d+$/) },
    });
    expect(await balance()).toBe(25000 - 1250.5);
    const statement = await dash.getStatement(demo);
    expect(statement.ok && statement.data.data[0]).toMatchObject({
      name: 'Transfer to Riley Stone',
      amount: 1250.5,
      direction: 'debit',
      status: 'in_progress',
    });
    const list = await dash.getTransferList(demo);
    expect(list.ok && list.data.data[0]).toMatchObject({ type: 'Harbor Trust', amount: 1250.5, status: 'in_progress' });
  });

  it('a transfer without a confirmed PIN is refused, and one PIN confirmation covers one transfer', async () => {
    expect(await dash.newTransfer(demo, transfer)).toMatchObject({ ok: false, message: 'Confirm your transaction PIN first.' });
    await dash.confirmMyPin(demo, { pin: '1234' });
    expect(await dash.newTransfer(demo, { ...transfer, amount: 10 })).toMatchObject({ ok: true });
    expect(await dash.newTransfer(demo, { ...transfer, amount: 10 })).toMatchObject({ ok: false });
  });

  it.each([
    ['0', 'Enter an amount greater than zero.'],
    ['-5', 'Enter an amount greater than zero.'],
    ['lots', 'Enter a valid amount.'],
    ['25000.01', 'Insufficient balance'],
  ])('refuses the amount %s', async (amount, message) => {
    await dash.confirmMyPin(demo, { pin: '1234' });
    expect(await dash.newTransfer(demo, { ...transfer, amount })).toEqual({ ok: false, kind: 'rejected', message });
    expect(await balance()).toBe(25000);
  });

  it('the whole balance may be sent', async () => {
    await dash.confirmMyPin(demo, { pin: '1234' });
    expect(await dash.newTransfer(demo, { ...transfer, amount: '25,000.00' })).toMatchObject({ ok: true });
    expect(await balance()).toBe(0);
  });

  it('refuses an empty beneficiary', async () => {
    await dash.confirmMyPin(demo, { pin: '1234' });
    expect(await dash.newTransfer(demo, { ...transfer, act_hold_name: '' })).toMatchObject({ ok: false });
  });

  it('a customer without a PIN is told to create one', async () => {
    const nopin = clientFor(ctx.url, await signIn(ctx.url, 'nopin@bank.test'));
    expect(await dash.confirmMyPin(nopin, { pin: '1234' })).toMatchObject({ ok: false, message: 'Create a transaction PIN first.' });
  });
});

describe('the authorization code the admin side can require', () => {
  beforeEach(async () => {
    expect(await adminPost(ctx.url, 'require-code', { email: 'demo@bank.test' })).toMatchObject({ status: 200 });
  });
  const mailedCode = async () => (await lastMail(ctx.url, 'demo@bank.test')).code ?? '';

  it('confirmmypin asks for it; confirmtpin checks it; the transfer consumes it', async () => {
    const code = await mailedCode();
    expect(code).toMatch(/^\d{4}$/);
    // On the wire: the flag and the server's words; the client reads them as the code step.
    expect((await post(ctx.url, { confirmmypin: '1', token, pin: '1234' })).json).toMatchObject({
      status: true,
      requiresanother: true,
      message: 'Transfer Authorization Code is required',
    });
    expect(await dash.confirmMyPin(demo, { pin: '1234' })).toMatchObject({
      ok: true,
      data: { codePrompt: { head: expect.any(String), body: expect.any(String) } },
    });
    expect(await dash.newTransfer(demo, transfer)).toMatchObject({ ok: false, message: 'Transfer Authorization Code is required' });
    const wrong = code === '0000' ? '1111' : '0000';
    expect(await dash.confirmTransferCode(demo, { pin: wrong })).toMatchObject({ ok: false, message: 'Invalid authorization code' });
    expect(await dash.confirmTransferCode(demo, { pin: code })).toMatchObject({ ok: true });
    expect(await dash.newTransfer(demo, transfer)).toMatchObject({ ok: true });
    expect((await demoState(ctx.url)).users.find((u) => u.email === 'demo@bank.test')?.transferCodeRequired).toBe(false);
    // The next transfer needs no code.
    expect(await dash.confirmMyPin(demo, { pin: '1234' })).toMatchObject({ data: { codePrompt: null } });
  });

  it('the code may come along with the transfer as `extra`', async () => {
    await dash.confirmMyPin(demo, { pin: '1234' });
    expect(await dash.newTransfer(demo, { ...transfer, extra: await mailedCode() })).toMatchObject({ ok: true });
  });

  it('confirmtpin before the PIN is refused', async () => {
    expect(await dash.confirmTransferCode(demo, { pin: await mailedCode() })).toMatchObject({
      ok: false,
      message: 'Confirm your transaction PIN first.',
    });
  });
});

describe('deposits with payment proof', () => {
  const pending = async () => (await demoState(ctx.url)).pendingDeposits;

  it('newcd records a pending crypto deposit shown in getcdform', async () => {
    expect(await dash.newCryptoDeposit(demo, { type: 'ETH', amount: '300', depositPic: png() })).toMatchObject({
      ok: true,
      data: { status: true, icon: 'success', message: 'Deposit received and awaiting confirmation', extra: expect.stringMatching(/^DEP-\d+$/) },
    });
    const form = await dash.getCryptoDepositForm(demo);
    expect(form.ok && form.data.transactions?.[0]).toMatchObject({ type: 'ETH', amount: 300, status: 'pending' });
    expect((await pending()).find((d) => d.type === 'ETH')).toMatchObject({ email: 'demo@bank.test', kind: 'crypto', amount: 300 });
  });

  it('newmpc, newfdc and newupgrade record their purpose or plan', async () => {
    expect(await dash.newPayment(demo, { purpose: 'Tax payment', type: 'BTC', amount: 50, depositPic: png() })).toMatchObject({ ok: true });
    expect(await dash.newFixedDeposit(demo, { plan: 'Fixed 6 months (5.25% p.a.)', type: 'USDT (TRC20)', amount: 1000, fixedDepositPic: png() })).toMatchObject({ ok: true });
    expect(await dash.newUpgrade(demo, { plan: 'Tier 3', type: 'BTC', amount: 99, depositPic: png() })).toMatchObject({
      ok: true,
      data: { icon: 'success', message: 'Deposit received and awaiting confirmation' },
    });
    const kinds = (await pending()).map((d) => [d.kind, d.detail]);
    expect(kinds).toEqual(
      expect.arrayContaining([
        ['payment', 'Tax payment'],
        ['fixed', 'Fixed 6 months (5.25% p.a.)'],
        ['upgrade', 'Tier 3'],
      ]),
    );
  });

  it('refuses unknown methods, purposes, plans and bad amounts with icon error', async () => {
    const refusals = [
      await dash.newCryptoDeposit(demo, { type: 'DOGE', amount: 10, depositPic: png() }),
      await dash.newCryptoDeposit(demo, { type: 'BTC', amount: 0, depositPic: png() }),
      await dash.newPayment(demo, { purpose: 'Gambling', type: 'BTC', amount: 10, depositPic: png() }),
      await dash.newUpgrade(demo, { plan: 'Tier 9', type: 'BTC', amount: 10, depositPic: png() }),
    ];
    for (const refusal of refusals) expect(refusal).toMatchObject({ ok: false });
    const raw = await post(ctx.url, { newcd: '1', token, type: 'DOGE', amount: '10', depositPic: png() });
    expect(raw.json).toMatchObject({ status: false, icon: 'error' });
  });

  it('the proof must be an image of at most 5 MB', async () => {
    expect(await dash.newCryptoDeposit(demo, { type: 'BTC', amount: 10, depositPic: fakeImage() })).toMatchObject({ ok: false, status: 400 });
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1).fill(0xff)], 'big.jpg', { type: 'image/jpeg' });
    const raw = await post(ctx.url, { newcd: '1', token, type: 'BTC', amount: '10', depositPic: big });
    expect(raw).toMatchObject({ status: 400, json: { message: 'The file "depositPic" is larger than 5 MB.' } });
  });

  it('confirming on the admin side credits the balance with a successful credit; an upgrade changes the plan', async () => {
    await dash.newUpgrade(demo, { plan: 'Tier 3', type: 'BTC', amount: '99.99', depositPic: png() });
    const deposit = (await pending()).find((d) => d.kind === 'upgrade');
    expect(await adminPost(ctx.url, 'deposit', { id: deposit?.id, decision: 'confirm' })).toMatchObject({ status: 200 });
    expect(await balance()).toBe(25099.99);
    const profile = await dash.getProfile(demo);
    expect(profile.ok && profile.data.plan).toBe('Tier 3');
    const statement = await dash.getStatement(demo);
    expect(statement.ok && statement.data.data[0]).toMatchObject({
      name: 'Plan upgrade: Tier 3',
      amount: 99.99,
      direction: 'credit',
      status: 'successful',
    });
  });
});
