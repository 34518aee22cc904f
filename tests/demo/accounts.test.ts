// @vitest-environment node
/**
 * The accounts the demo page lists (demo/accounts.ts) against the seeded server: each signs in
 * with the password shown, and is in the state its sentence promises.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../demo/accounts';
import { demoState, post, useDemoServer } from './helpers';

const ctx = useDemoServer();

const account = (email: string) => {
  const found = DEMO_ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`the demo page does not list ${email}`);
  return found;
};
const login = async (email: string) => (await post(ctx.url, { email, password: account(email).password }, '?crud=userlogin')).json;
const summary = async (email: string) => (await demoState(ctx.url)).users.find((u) => u.email === email);

describe('the demo page lists the seeded accounts truthfully', () => {
  it('lists every seeded account once, and nothing else', async () => {
    const seeded = (await demoState(ctx.url)).users.map((u) => u.email).sort();
    expect(DEMO_ACCOUNTS.map((a) => a.email).sort()).toEqual(seeded);
  });

  it('every listed password signs in', async () => {
    for (const { email } of DEMO_ACCOUNTS) {
      const answer = await login(email);
      expect(answer.error, `${email}: ${JSON.stringify(answer)}`).toBeFalsy();
      expect(answer.jwt, email).toBeTruthy();
    }
  });

  it('demo@bank.test: verified, PIN 1234, $25,000.00, a history and a pending BTC deposit', async () => {
    expect(await login('demo@bank.test')).toMatchObject({ role: 'customer', verification_status: 'Verified' });
    const state = await demoState(ctx.url);
    expect(state.users.find((u) => u.email === 'demo@bank.test')).toMatchObject({ hasPin: true, balance: 25000 });
    expect(state.pendingDeposits.some((d) => d.email === 'demo@bank.test' && d.type === 'BTC')).toBe(true);
    expect(account('demo@bank.test').shows).toMatch(/PIN 1234.*\$25,000\.00.*30\+ transactions.*pending BTC deposit/);
  });

  it('nopin@bank.test: verified without a transaction PIN', async () => {
    expect(await login('nopin@bank.test')).toMatchObject({ verification_status: 'Verified' });
    expect(await summary('nopin@bank.test')).toMatchObject({ hasPin: false, emailVerified: true });
    expect(account('nopin@bank.test').shows).toMatch(/no transaction PIN/);
  });

  it('unverified@bank.test: email not verified, and signing in mails a code', async () => {
    expect(await login('unverified@bank.test')).toMatchObject({ verified: false });
    const mail = (await demoState(ctx.url)).mailbox.find((m) => m.to === 'unverified@bank.test');
    expect(mail?.code).toMatch(/^\d+$/);
    expect(account('unverified@bank.test').shows).toMatch(/not verified.*mails a code/i);
  });

  it('pending@bank.test and declined@bank.test: KYC pending review and declined', async () => {
    expect(await login('pending@bank.test')).toMatchObject({ verification_status: 'Pending Verification' });
    expect(account('pending@bank.test').shows).toMatch(/waiting for review/);
    expect(await login('declined@bank.test')).toMatchObject({ verification_status: 'Declined' });
    expect(account('declined@bank.test').shows).toMatch(/declined/);
  });

  it('admin@bank.test: an administrator, with its own password', async () => {
    expect(account('admin@bank.test').password).toBe('admin1234');
    expect(await login('admin@bank.test')).toMatchObject({ role: 'admin' });
    expect(account('admin@bank.test').shows).toMatch(/admin area/);
  });
});
