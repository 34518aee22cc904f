/**
 * A deposit, payment, fixed deposit or upgrade whose answer is lost: the form reads its list of
 * deposits again and says sent, not sent, or that it cannot tell yet; it never posts twice.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { html, mountAt, networkFailure, png, stubApi, BASE, storeSession } from '../../support/test-utils';

const METHODS = { names: ['BTC', 'ETH'], addresses: ['bc1-first'], addresses2: { ETH: '0x-eth' }, currency: '$' };
const PROFILE = { data: { fullname: 'Ada', current_plan: '' }, tb: { current_balance: 10 } };
const OLD = { type: 'BTC', amount: '25.00', status: 'confirmed', created_at: '2026-11-01' };
const NEW = { type: 'BTC', amount: '1,250.50', status: 'pending', created_at: '2026-11-27' };

afterEach(() => vi.restoreAllMocks());

async function submitDeposit(path = 'add-funds/crypto', submit = 'Submit Deposit', choice?: [string, string]) {
  const w = mountAt(`${BASE}/dashboard/${path}`);
  await w.ui.findByLabelText('Type');
  if (choice) await w.user.selectOptions(w.ui.getByLabelText(choice[0]), choice[1]);
  await w.user.type(w.ui.getByLabelText('Amount ($)'), '1250.5');
  await w.user.upload(w.ui.getByLabelText('Payment Proof'), png('proof.png'));
  await w.user.click(w.ui.getByRole('button', { name: submit }));
  return w;
}

describe('a deposit whose answer is lost', () => {
  it('found in the list read again: "Payment Pending!", confirmed from the list; posted once', async () => {
    storeSession();
    const api = stubApi({
      getcdform: [
        { ...METHODS, transactions: [OLD] },
        { ...METHODS, transactions: [NEW, OLD] },
      ],
      getprofile: PROFILE,
      pincheck: { haspin: true },
      newcd: networkFailure,
    });
    const w = await submitDeposit();
    await w.ui.findByText('Payment Pending! Confirmed from your list of deposits.');
    expect(api.to('newcd')).toHaveLength(1);
    expect(w.ui.queryByRole('alert')).toBeNull();
    // Its own page, kept until Done; then the empty form, so a second press cannot file it twice.
    await w.heading('Payment filed');
    await w.user.click(w.ui.getByRole('button', { name: 'Done' }));
    expect((w.ui.getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('');
  });

  it('found after the form was changed meanwhile: its page names the purpose it was filed with, not the one the form shows now', async () => {
    storeSession();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const PURPOSES = { purposes: [{ purpose_name: 'Tax payment' }, { purpose_name: 'Rent' }] };
    const NEW_MPC = { ...NEW, purpose: 'Rent' };
    stubApi({
      getmpcform: [
        { ...METHODS, ...PURPOSES, transactions: [OLD] },
        { ...METHODS, ...PURPOSES, transactions: [OLD] },
        { ...METHODS, ...PURPOSES, transactions: [NEW_MPC, OLD] },
      ],
      getprofile: PROFILE,
      pincheck: { haspin: true },
      newmpc: networkFailure,
    });
    const w = await submitDeposit('make-payment/crypto', 'Submit Payment', ['Purpose', 'Rent']);
    await w.ui.findByText('Checking whether your deposit went through…');
    await w.user.selectOptions(w.ui.getByLabelText('Purpose'), 'Tax payment');
    await vi.advanceTimersByTimeAsync(20_000);
    await w.heading('Payment filed');
    const purpose = [...w.shadow.querySelectorAll('.summary-list dt')].find((dt) => dt.textContent === 'Purpose');
    expect(purpose?.nextElementSibling?.textContent).toBe('Rent');
  });

  it('not in the list once the bank has had its time: says it did not reach the bank, keeps the amount and the proof, and the customer may send it again', async () => {
    storeSession();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ getcdform: { ...METHODS, transactions: [OLD] }, getprofile: PROFILE, pincheck: { haspin: true }, newcd: html(undefined, { status: 502 }) });
    const w = await submitDeposit();
    // Not there yet is not "not sent": the bank may book it late, so the form keeps checking, locked.
    await w.ui.findByText('Checking whether your deposit went through…');
    await vi.advanceTimersByTimeAsync(20_000);
    w.ui.getByText('Checking whether your deposit went through…');
    expect(w.ui.queryByRole('button', { name: 'Submit Deposit' })).toBeNull();
    // The call's own time limit (20 s) and a margin after it went, and two reads agreeing.
    await vi.advanceTimersByTimeAsync(15_000);
    await w.ui.findByText(/Your deposit did not reach the bank and nothing was filed/);
    expect(api.to('getcdform').length).toBeGreaterThan(3);
    expect((w.ui.getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('1,250.50');
    expect(w.ui.getByText(/proof\.png.*, ready to send/)).toBeTruthy();
    expect(api.to('newcd')).toHaveLength(1);
    expect(await w.ui.findByRole('button', { name: 'Submit Deposit' })).toBeTruthy();
  });

  it('offline when the answer is lost: cannot tell yet, no way to send it again; back online, the list is read by itself and finds it', async () => {
    storeSession();
    const online = vi.spyOn(navigator, 'onLine', 'get');
    const api = stubApi({
      getcdform: [
        { ...METHODS, transactions: [OLD] },
        { ...METHODS, transactions: [OLD, NEW] },
      ],
      getprofile: PROFILE,
      pincheck: { haspin: true },
      // The connection goes as the deposit is sent (the browser has not said so yet).
      newcd: () => {
        online.mockReturnValue(false);
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    const w = await submitDeposit();
    await w.ui.findByText('We cannot tell yet whether your deposit went through');
    w.ui.getByText(/Your device is offline, so your list of deposits cannot be read/);
    // The banner says it too, page-wide.
    w.ui.getByText(/This page will update by itself when the connection is back/);
    expect(w.ui.queryByRole('button', { name: 'Submit Deposit' })).toBeNull();
    // Offline, nothing was read: the list is read when there is a connection to read it on.
    expect(api.to('getcdform')).toHaveLength(1);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await w.ui.findByText('Payment Pending! Confirmed from your list of deposits.');
    expect(api.to('newcd')).toHaveLength(1);
  });

  it('the list unreadable too: cannot tell yet, never "not sent", and "Check again" reads it again and finds it', async () => {
    storeSession();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({
      getcdform: [{ ...METHODS, transactions: [] }, html(undefined, { status: 500 }), html(undefined, { status: 500 }), { ...METHODS, transactions: [NEW] }],
      getprofile: PROFILE,
      pincheck: { haspin: true },
      newcd: networkFailure,
    });
    const w = await submitDeposit();
    await w.ui.findByText('Your list of deposits could not be read. It cannot be sent again until we know.');
    expect(w.ui.queryByRole('button', { name: 'Submit Deposit' })).toBeNull();
    await w.user.click(w.ui.getByRole('button', { name: 'Check again' }));
    await w.ui.findByText('Your list of deposits could not be read. It cannot be sent again until we know.');
    // Read again by itself after a wait, too.
    await vi.advanceTimersByTimeAsync(2500);
    await w.ui.findByText('Payment Pending! Confirmed from your list of deposits.');
    expect(w.ui.queryByText(/did not reach the bank/)).toBeNull();
    // The form, three reads of its list, and the form again once the deposit is found.
    expect(api.to('getcdform')).toHaveLength(5);
    expect(api.to('newcd')).toHaveLength(1);
  });

  it('an upgrade, for which the bank lists nothing: says it cannot tell, never posts it again by itself', async () => {
    storeSession();
    const api = stubApi({ getupgradeform: { ...METHODS, plans: [{ plan_name: 'Tier 2' }] }, getprofile: PROFILE, pincheck: { haspin: true }, newupgrade: networkFailure });
    const w = await submitDeposit('upgrade', 'Upgrade', ['Plan', 'Tier 2']);
    await w.ui.findByText('We cannot tell yet whether your deposit went through');
    w.ui.getByText(/The bank keeps no list of these requests/);
    // Nothing left to press: the amount and the proof are still there, but it cannot go twice.
    expect(w.ui.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(w.ui.queryByRole('button', { name: 'Check again' })).toBeNull();
    expect(api.to('newupgrade')).toHaveLength(1);
    // The form's read, and the page's check reading it once to learn it lists nothing: no more.
    expect(api.to('getupgradeform')).toHaveLength(2);
  });

  it('a crypto form whose answer gives no list: cannot tell, never "not sent", Submit locked, also after the form is opened again', async () => {
    storeSession();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = stubApi({ getcdform: METHODS, getprofile: PROFILE, pincheck: { haspin: true }, newcd: networkFailure });
    const w = await submitDeposit();
    await w.ui.findByText('We cannot tell yet whether your deposit went through');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(w.ui.queryByText(/did not reach the bank/)).toBeNull();
    expect(w.ui.queryByRole('button', { name: 'Submit Deposit' })).toBeNull();
    w.widget.unmount();
    const again = mountAt(`${BASE}/dashboard/add-funds/crypto`);
    await again.ui.findByText(/The bank keeps no list of these requests/);
    expect(again.ui.queryByRole('button', { name: 'Submit Deposit' })).toBeNull();
    expect(api.to('newcd')).toHaveLength(1);
  });
});
