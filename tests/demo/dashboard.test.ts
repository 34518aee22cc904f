// @vitest-environment node
/** Every dashboard loader and account action, through the client's own functions (src/api/dashboard.ts). */
import { beforeEach, describe, expect, it } from 'vitest';
import * as dash from '../../src/api/dashboard';
import type { Transport } from '../../src/api/transport';
import { clientFor, demoState, fakeImage, lastMail, png, post, signIn, svg, useDemoServer } from './helpers';

const ctx = useDemoServer();
let demo: Transport;
beforeEach(async () => {
  demo = clientFor(ctx.url, await signIn(ctx.url, 'demo@bank.test'));
});

const ISO_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;
const data = async <T>(promise: Promise<{ ok: true; data: T } | { ok: false; message: string }>): Promise<T> => {
  const result = await promise;
  if (!result.ok) throw new Error(`call failed: ${result.message}`);
  return result.data;
};

describe('loaders', () => {
  it('getprofile: user, account number, totals and balance', async () => {
    const profile = await data(dash.getProfile(demo));
    expect(profile.customer).toMatchObject({ fullname: 'Alex Morgan', email: 'demo@bank.test', username: 'alexmorgan', picture: 'avatar-alex-morgan.svg' });
    expect(profile).toMatchObject({ accountNumber: '3021458796', plan: 'Tier 2', balance: 25000 });
    expect(profile.totalCredit).toBeGreaterThan(0);
    expect(profile.totalDebit).toBeGreaterThan(0);
  });

  it('getstatement: 30+ lines of both types and every status, newest first, ISO dates', async () => {
    const { data: lines } = await data(dash.getStatement(demo));
    expect(lines.length).toBeGreaterThanOrEqual(30);
    expect(new Set(lines.map((t) => t.direction))).toEqual(new Set(['credit', 'debit']));
    expect(new Set(lines.map((t) => t.status))).toEqual(new Set(['successful', 'in_progress', 'failed']));
    for (const line of lines) expect(line.date).toMatch(ISO_DATE);
    const dates = lines.map((t) => t.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('getstatement2: the ten most recent lines', async () => {
    const all = await data(dash.getStatement(demo));
    const recent = await data(dash.getRecentStatement(demo));
    expect(recent.data).toEqual(all.data.slice(0, 10));
  });

  it('pincheck: whether each account has a PIN', async () => {
    expect(await data(dash.pinCheck(demo))).toMatchObject({ hasPin: true, notices: [] });
    const nopin = clientFor(ctx.url, await signIn(ctx.url, 'nopin@bank.test'));
    expect(await data(dash.pinCheck(nopin))).toMatchObject({ hasPin: false });
  });

  it('getcontact, getperc, getinstituition', async () => {
    expect((await data(dash.getContact(demo))).data).toEqual({
      whatsapp: 'https://wa.me/15550100100',
      email: 'support@bank.test',
      phone: '+1 555 010 0100',
    });
    expect(await data(dash.getFee(demo))).toEqual({ percent: 10, balance: 25000 });
    expect(await data(dash.getInstitution(demo))).toEqual({
      accountNumber: '3021458796',
      swiftCode: 'DEMOUS33XXX',
      routingNumber: '110000000',
      country: 'United States',
      username: 'alexmorgan',
    });
  });

  it('getnotifications: some unread', async () => {
    const { data: list } = await data(dash.getNotifications(demo));
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.filter((n) => n.unread).length).toBeGreaterThan(0);
    expect(list.filter((n) => !n.unread).length).toBeGreaterThan(0);
  });

  it('gettrslist: outgoing transfers with their bank as type', async () => {
    const { data: list } = await data(dash.getTransferList(demo));
    expect(list.length).toBeGreaterThan(0);
    expect(list[0]).toMatchObject({ type: expect.any(String), amount: expect.any(Number), date: expect.stringMatching(ISO_DATE) });
  });

  it('getcdform: methods, addresses (first preselected), addresses by type, crypto deposits of every status', async () => {
    const form = await data(dash.getCryptoDepositForm(demo));
    expect(form.methods).toEqual(['BTC', 'ETH', 'USDT (TRC20)']);
    // Each method its own address: the first from `addresses`, the others from `addresses2`.
    const addresses = form.methods.map((m) => form.addressOf[m]);
    expect(addresses.every((a) => typeof a === 'string' && a.length > 20)).toBe(true);
    expect(new Set(addresses).size).toBe(3);
    expect(form.currency).toBe('$');
    expect(new Set(form.transactions?.map((t) => t.status))).toEqual(new Set(['pending', 'confirmed', 'declined']));
  });

  it('getmpcform, getfdcform, getupgradeform: purposes and plans', async () => {
    expect((await data(dash.getPaymentForm(demo))).choices).toContain('Bill payment');
    expect((await data(dash.getFixedDepositForm(demo))).choices.length).toBe(3);
    expect((await data(dash.getUpgradeForm(demo))).choices).toEqual(['Tier 1', 'Tier 2', 'Tier 3']);
  });

  it('every loader refuses a missing or unknown token with 401', async () => {
    const anonymous = clientFor(ctx.url);
    const forged = clientFor(ctx.url, 'forged-token');
    for (const client of [anonymous, forged]) {
      for (const call of [dash.getProfile, dash.getStatement, dash.pinCheck, dash.getCryptoDepositForm]) {
        expect(await call(client)).toMatchObject({ ok: false, kind: 'http', status: 401 });
      }
    }
    const raw = await post(ctx.url, { getprofile: '1', token: 'forged' });
    expect(raw).toMatchObject({
      status: 401,
      json: { status: false, error: true, message: 'Your session has expired. Please sign in again.' },
    });
  });

  it('an admin token is refused with 403', async () => {
    const admin = await signIn(ctx.url, 'admin@bank.test', 'admin1234');
    expect(await post(ctx.url, { getprofile: '1', token: admin })).toMatchObject({ status: 403, json: { error: true } });
  });
});

describe('account actions', () => {
  it('updatepin creates a PIN once, 4 digits only', async () => {
    const nopin = clientFor(ctx.url, await signIn(ctx.url, 'nopin@bank.test'));
    expect(await dash.createPin(nopin, { pin: '12a4' })).toMatchObject({ ok: false, message: 'Your PIN must be exactly 4 digits.' });
    expect(await dash.createPin(nopin, { pin: '4321' })).toMatchObject({
      ok: true,
      data: { message: 'Your transaction PIN has been successfully created' },
    });
    expect(await data(dash.pinCheck(nopin))).toMatchObject({ hasPin: true });
    expect(await dash.createPin(nopin, { pin: '1111' })).toMatchObject({ ok: false });
    expect(await dash.confirmMyPin(nopin, { pin: '4321' })).toMatchObject({ ok: true });
  });

  const profile = {
    fullname: 'Alex M. Morgan',
    phone: '+1 555 000 1111',
    gender: 'Female',
    dob: '1991-02-03',
    country: 'Canada',
    marital_status: 'Married',
    home_address: '1 Bay Street, Toronto',
    next_of_kin: 'Jo Morgan',
  };

  it('updateprofile changes what getprofile reads', async () => {
    expect(await dash.updateProfile(demo, profile)).toMatchObject({ ok: true, data: { message: 'Profile updated' } });
    const { next_of_kin: _submittedOnly, ...shown } = profile;
    expect((await data(dash.getProfile(demo))).customer).toMatchObject(shown);
  });

  it('updateprofile refuses an empty name and an impossible birth date', async () => {
    expect(await dash.updateProfile(demo, { ...profile, fullname: ' ' })).toMatchObject({ ok: false, message: 'Enter your full name.' });
    expect(await dash.updateProfile(demo, { ...profile, dob: '1991-02-30' })).toMatchObject({ ok: false });
    expect(await post(ctx.url, { updateprofile: '1', token: 'x', fullname: 'A' })).toMatchObject({ status: 401 });
  });

  it('updatepic stores the image and serves it from /uploads', async () => {
    expect(await dash.updatePicture(demo, { profilePic: svg('me.svg') })).toMatchObject({ ok: true });
    const { picture } = (await data(dash.getProfile(demo))).customer;
    expect(picture).toMatch(/^[\w-]+\.svg$/);
    const response = await fetch(`${ctx.url}/uploads/${picture}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('content-security-policy')).toContain('sandbox');
    expect(await dash.updatePicture(demo, { profilePic: fakeImage() })).toMatchObject({ ok: false, status: 400 });
  });

  it('updateemail: valid, unique, then sign-in uses the new address', async () => {
    expect(await dash.updateEmail(demo, { email: 'nope' })).toMatchObject({ ok: false, message: "That doesn't look like an email address" });
    expect(await dash.updateEmail(demo, { email: 'nopin@bank.test' })).toMatchObject({ ok: false });
    expect(await dash.updateEmail(demo, { email: 'alex@bank.test' })).toMatchObject({ ok: true });
    expect((await lastMail(ctx.url, 'demo@bank.test')).subject).toBe('Your email address was changed');
    expect(await signIn(ctx.url, 'alex@bank.test')).toBeTruthy();
  });

  it('updatepwd: mismatch, wrong current, too short, success', async () => {
    expect(await dash.updatePassword(demo, { c_pwd: 'demo1234', n_pwd: 'abcdef', con_pwd: 'abcdeg' })).toMatchObject({
      ok: false,
      message: 'Password Mismatch',
    });
    expect(await dash.updatePassword(demo, { c_pwd: 'wrong', n_pwd: 'abcdef', con_pwd: 'abcdef' })).toMatchObject({
      ok: false,
      message: 'Your current password is not correct.',
    });
    expect(await dash.updatePassword(demo, { c_pwd: 'demo1234', n_pwd: 'abc', con_pwd: 'abc' })).toMatchObject({ ok: false });
    expect(await dash.updatePassword(demo, { c_pwd: 'demo1234', n_pwd: 'abcdef', con_pwd: 'abcdef' })).toMatchObject({ ok: true });
    expect(await signIn(ctx.url, 'demo@bank.test', 'abcdef')).toBeTruthy();
  });

  it('supdatepin: mismatch, wrong current, not 4 digits, success', async () => {
    expect(await dash.changePin(demo, { c_pwd: '1234', n_pwd: '5678', con_pwd: '5679' })).toMatchObject({
      ok: false,
      message: 'Password Mismatch',
    });
    expect(await dash.changePin(demo, { c_pwd: '0000', n_pwd: '5678', con_pwd: '5678' })).toMatchObject({
      ok: false,
      message: 'Your current PIN is not correct.',
    });
    expect(await dash.changePin(demo, { c_pwd: '1234', n_pwd: '567', con_pwd: '567' })).toMatchObject({
      ok: false,
      message: 'Your PIN must be exactly 4 digits.',
    });
    expect(await dash.changePin(demo, { c_pwd: '1234', n_pwd: '5678', con_pwd: '5678' })).toMatchObject({ ok: true });
    expect(await dash.confirmMyPin(demo, { pin: '5678' })).toMatchObject({ ok: true });
  });

  it('mnotificationar marks one notification read', async () => {
    const unread = (await data(dash.getNotifications(demo))).data.find((n) => n.unread);
    expect(await dash.markNotificationRead(demo, { id: unread?.id ?? '' })).toMatchObject({ ok: true, data: { message: 'Marked as read' } });
    const after = (await data(dash.getNotifications(demo))).data.find((n) => n.id === unread?.id);
    expect(after?.unread).toBe(false);
    expect(await dash.markNotificationRead(demo, { id: '999999' })).toMatchObject({ ok: false });
  });

  it('the marker-less KYC post records a document', async () => {
    expect(await dash.submitDashboardKyc(demo, { home_address: '42 Harbour Street', type: "Driver's License", idcardFront: png() })).toMatchObject({
      ok: true,
      data: { message: 'Document submitted for review' },
    });
    expect(await dash.submitDashboardKyc(demo, { home_address: '42 Harbour Street', type: 'Bus pass', idcardFront: png() })).toMatchObject({
      ok: false,
    });
    expect(await dash.submitDashboardKyc(demo, { home_address: 'x', type: "Driver's License", idcardFront: fakeImage() })).toMatchObject({
      ok: false,
      status: 400,
    });
    expect((await demoState(ctx.url)).users.find((u) => u.email === 'demo@bank.test')?.verification).toBe('Verified');
  });
});
