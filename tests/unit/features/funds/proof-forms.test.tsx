/** The four proof-of-payment forms post exactly their contract's fields (docs/spec-notes.md §7), file field names included. */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { expectFieldError, json, postedFields, png, BASE, signedInAt } from '../../support/test-utils';

const METHODS = {
  names: ['BTC', 'ETH'],
  addresses: ['bc1-first', '0x-second-from-addresses'],
  addresses2: { BTC: 'bc1-first', ETH: '0x-eth-from-addresses2' },
  currency: '$',
};
const PROFILE = { data: { fullname: 'Ada', current_plan: '' }, tb: { current_balance: 10 } };

const FORMS = [
  { path: 'add-funds/crypto', load: 'getcdform', extra: {}, action: 'newcd', choice: null, submit: 'Submit Deposit', file: 'depositPic', reply: { status: true, icon: 'success' } },
  {
    path: 'make-payment/crypto',
    load: 'getmpcform',
    extra: { purposes: [{ purpose_name: 'Tax payment' }] },
    action: 'newmpc',
    choice: ['Purpose', 'purpose', 'Tax payment'],
    submit: 'Submit Payment',
    file: 'depositPic',
    reply: { status: true },
  },
  {
    path: 'fixed-deposit/crypto',
    load: 'getfdcform',
    extra: { plans: [{ plan_name: '6 months' }] },
    action: 'newfdc',
    choice: ['Plan', 'plan', '6 months'],
    submit: 'Submit Deposit',
    file: 'fixedDepositPic',
    reply: { status: true },
  },
  {
    path: 'upgrade',
    load: 'getupgradeform',
    extra: { plans: [{ plan_name: 'Tier 2' }] },
    action: 'newupgrade',
    choice: ['Plan', 'plan', 'Tier 2'],
    submit: 'Upgrade',
    file: 'depositPic',
    reply: { status: true },
  },
] as const;

describe.each(FORMS)('$path', ({ path, load, extra, action, choice, submit, file, reply }) => {
  it(`posts exactly ${action} + ${choice ? `${choice[1]}, ` : ''}type, amount, ${file}, token; shows the second type's address from addresses2; "Payment Pending!"`, async () => {
    const { api, w } = signedInAt(`${BASE}/dashboard/${path}`, {
      [load]: { ...METHODS, ...extra, transactions: [] },
      getprofile: PROFILE,
      pincheck: { haspin: true },
      [action]: reply,
    });
    const type = (await w.ui.findByLabelText('Type')) as HTMLSelectElement;
    const address = w.ui.getByLabelText('Address') as HTMLTextAreaElement;
    expect(address.value).toBe('bc1-first');
    await w.user.selectOptions(type, 'ETH');
    expect(address.value).toBe('0x-eth-from-addresses2');
    if (choice) await w.user.selectOptions(w.ui.getByLabelText(choice[0]), choice[2]);
    const amount = w.ui.getByLabelText('Amount ($)') as HTMLInputElement;
    await w.user.type(amount, '1250.5');
    await w.user.tab();
    // Leaving the field writes it as the bank writes amounts in the customer's language.
    expect(amount.value).toBe('1,250.50');
    const proof = png('proof.png');
    await w.user.upload(w.ui.getByLabelText('Payment Proof'), proof);
    await w.user.click(w.ui.getByRole('button', { name: submit }));
    await w.ui.findByText('Payment Pending!');
    const calls = api.to(action);
    expect(calls).toHaveLength(1);
    const expected: Record<string, unknown> = { [action]: '1', type: 'ETH', amount: '1250.50', [file]: { file: 'proof.png', type: 'image/png', size: proof.size }, token: 'jwt' };
    if (choice) expected[choice[1]] = choice[2];
    expect(postedFields(calls[0]!)).toEqual(expected);
    expect(calls[0]!.fields[file]).toBeInstanceOf(File);
  });

  it("a refusal shows the bank's reason in the form's error summary, which takes focus, and keeps the amount and the file", async () => {
    const { w } = signedInAt(`${BASE}/dashboard/${path}`, {
      [load]: { ...METHODS, ...extra, transactions: [] },
      getprofile: PROFILE,
      pincheck: { haspin: true },
      [action]: { status: false, error: true, icon: 'error', message: 'Proof unreadable' },
    });
    await w.ui.findByLabelText('Type');
    if (choice) await w.user.selectOptions(w.ui.getByLabelText(choice[0]), choice[2]);
    await w.user.type(w.ui.getByLabelText('Amount ($)'), '5');
    await w.user.upload(w.ui.getByLabelText('Payment Proof'), png('kept.png'));
    await w.user.click(w.ui.getByRole('button', { name: submit }));
    const alert = await w.ui.findByRole('alert');
    // newcd's reason too: it once read only `icon` and dropped what the bank said.
    expect(alert.textContent).toBe('There is a problemProof unreadable');
    await waitFor(() => expect(w.focused()?.textContent).toBe('There is a problemProof unreadable'));
    expect((w.ui.getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('5.00');
    expect(w.ui.getByText(/kept\.png.*, ready to send/)).toBeTruthy();
  });
});

describe("a proof over the site's upload limit", () => {
  it('shows the limit beside the file field and keeps the amount', async () => {
    const message = 'This file is larger than this site accepts (2 MB, upload_max_filesize). Choose a smaller file.';
    const { w } = signedInAt(`${BASE}/dashboard/add-funds/crypto`, {
      getcdform: { ...METHODS, transactions: [] },
      getprofile: PROFILE,
      pincheck: { haspin: true },
      newcd: json({ message, field: 'depositPic' }, { status: 413 }),
    });
    await w.ui.findByLabelText('Type');
    await w.user.type(w.ui.getByLabelText('Amount ($)'), '5');
    const input = w.ui.getByLabelText('Payment Proof');
    await w.user.upload(input, png('big.png'));
    await w.user.click(w.ui.getByRole('button', { name: 'Submit Deposit' }));
    await waitFor(() => expectFieldError(w.shadow, input, message));
    expect((w.ui.getByLabelText('Amount ($)') as HTMLInputElement).value).toBe('5.00');
    expect(w.ui.queryByText('Payment Pending!')).toBeNull();
  });
});

describe('Your Details', () => {
  it('shows n/a for a missing username and account number, the others blank', async () => {
    const { w } = signedInAt(`${BASE}/dashboard/add-funds/it`, {
      getinstituition: { data: null, data2: { swift_code: 'SW1' }, u: null },
      getprofile: PROFILE,
      pincheck: { haspin: true },
    });
    await waitFor(() => expect((w.ui.getByLabelText('Your Username') as HTMLTextAreaElement).value).toBe('n/a'));
    const value = (label: string) => (w.ui.getByLabelText(label) as HTMLTextAreaElement).value;
    expect([value('Your Account Number'), value('Swift Code'), value('Routing Number'), value('Country')]).toEqual(['n/a', 'SW1', '', '']);
  });

  it('without the Clipboard API, Copy selects the text and says "Press Ctrl+C to copy"', async () => {
    const { w } = signedInAt(`${BASE}/dashboard/add-funds/it`, {
      getinstituition: { data: { account_no: '0012345678' }, data2: {}, u: { username: 'ada' } },
      getprofile: PROFILE,
      pincheck: { haspin: true },
    });
    const button = await w.ui.findByRole('button', { name: 'Copy Your Account Number' });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    await w.user.click(button);
    await w.ui.findByText('Press Ctrl+C to copy');
    const field = w.ui.getByLabelText('Your Account Number') as HTMLTextAreaElement;
    expect(w.focused()).toBe(field);
    expect(field.value.slice(field.selectionStart, field.selectionEnd)).toBe('0012345678');
  });
});

describe('the crypto address', () => {
  it('shows in groups of four, copies and reads whole, with a warning naming the method under it', async () => {
    const writes: string[] = [];
    const { w } = signedInAt(`${BASE}/dashboard/add-funds/crypto`, {
      getcdform: { ...METHODS, addresses: ['bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh'], transactions: [] },
      getprofile: PROFILE,
      pincheck: { haspin: true },
    });
    const address = (await w.ui.findByLabelText('Address')) as HTMLOutputElement;
    expect([...address.children].map((g) => g.textContent)).toEqual(['bc1q', 'xy2k', 'gdyg', 'jrsq', 'tzq2', 'n0yr', 'f249', '3p83', 'kkfj', 'hx0w', 'lh']);
    // No character between the groups: what a screen reader or a selection gets is the address itself.
    expect(address.value).toBe('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    expect(address.getAttribute('dir')).toBe('ltr');
    const copy = w.ui.getByRole('button', { name: 'Copy Address' });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText: async (text: string) => void writes.push(text) } });
    await w.user.click(copy);
    expect(writes).toEqual(['bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh']);
    // Without the Clipboard API the address turns into plain text, selected whole for Ctrl+C.
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: undefined });
    await w.user.click(copy);
    await w.ui.findByText('Press Ctrl+C to copy');
    const plain = w.ui.getByLabelText('Address') as HTMLTextAreaElement;
    expect(w.focused()).toBe(plain);
    expect(plain.value.slice(plain.selectionStart, plain.selectionEnd)).toBe('bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh');
    expect(w.ui.getByText('Send only BTC to this address, on its own network. Any other coin, or BTC sent on another network, is lost.')).toBeTruthy();
    await w.user.selectOptions(w.ui.getByLabelText('Type'), 'ETH');
    expect(w.ui.getByText(/^Send only ETH to this address/)).toBeTruthy();
  });
});
