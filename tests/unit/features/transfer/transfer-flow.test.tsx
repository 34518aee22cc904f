/**
 * The Bank Transfer as a customer meets it, against a stubbed backend: form → confirm → PIN
 * (→ authorization code) → receipt, with the messages of docs/spec-notes.md §8 this flow shows and the
 * exact fields `newtrs` posts.
 */
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { currentPath, deferred, elapse, expectSummaryLeadsTo, mountAt, postedFields, signedInAt, type Reply, type Widget, PROFILE } from '../../support/test-utils';

const OK = { status: true, message: 'PIN confirmed' };
const SENT = { status: true, icon: 'success', message: 'Successful! Await Confirmation' };

function open(routes: Record<string, Reply | Reply[]> = {}, path = '/wp-user/dashboard/send') {
  return signedInAt(path, {
    pincheck: { haspin: true },
    getprofile: PROFILE,
    gettrslist: { data: [{ type: 'First Bank', amount: '120.5', status: 'in_progress', created_at: '2025-03-04 10:00:00' }] },
    getperc: { perc: { percent: '10' }, tb: { current_balance: '5,000.00' } },
    confirmmypin: OK,
    newtrs: SENT,
    ...routes,
  });
}

/** Types `text` over whatever the field holds (user.clear cannot focus inside a shadow root). */
const retype = (w: Widget, input: HTMLElement, text: string) =>
  w.user.type(input, text, { initialSelectionStart: 0, initialSelectionEnd: (input as HTMLInputElement).value.length });

async function fillForm(w: Widget, amount = '1,000') {
  await w.heading('Bank Transfer');
  const type = async (label: string, text: string) => {
    await retype(w, w.ui.getByLabelText(label), text);
  };
  await type('Account holder name', 'Jane Doe');
  await type('Account number', 'GB29NWBK60161331926819');
  await type('Bank name', 'First Bank');
  await type('SWIFT / BIC code (optional)', 'FIRSUS33');
  await type('Routing number (optional)', '021000021');
  await w.user.selectOptions(w.ui.getByLabelText('Country'), 'United Kingdom');
  await type('Amount', amount);
  await type('Note (optional)', 'Rent');
}

async function toConfirm(w: Widget, amount?: string) {
  await fillForm(w, amount);
  await w.user.click(w.ui.getByRole('button', { name: 'Continue' }));
  await w.heading('Confirm Transaction');
  await w.ui.findByLabelText('Amount');
}

async function toPin(w: Widget, amount?: string) {
  await toConfirm(w, amount);
  await w.user.click(w.ui.getByRole('button', { name: 'Confirm and enter PIN' }));
  await w.heading('Enter your PIN');
}

const boxes = (w: Widget) => w.ui.getAllByLabelText(/^Digit \d of 4$/) as HTMLInputElement[];
async function enterDigits(w: Widget, digits: string) {
  await w.user.click(boxes(w)[0]!);
  await w.user.keyboard(digits);
}
const sendButton = (w: Widget) => w.ui.getByRole('button', { name: /^(Send money|Authorize transfer)$/ });
/** The step marked current for assistive technology, as read. */
const currentStep = (w: Widget) => w.shadow.querySelector('[aria-current="step"]')?.textContent;
const summary = (w: Widget, term: string) => w.ui.getByText(term, { selector: 'dt' }).nextElementSibling!.textContent;

describe('Bank Transfer: form and recent transfers', () => {
  it('lists recent transfers with type, amount, status badge and date', async () => {
    const { w } = open();
    const row = (await w.ui.findByText('First Bank')).closest('li')!;
    expect(row.textContent).toBe('First Bank4 Mar 2025−$120.50in progress');
    expect(row.querySelector('.badge--warning')!.textContent).toBe('in progress');
  });

  it('names the recipient when the list gives one, else the type', async () => {
    const { w } = open({
      gettrslist: {
        data: [
          { type: 'Bank Transfer', act_hold_name: 'Jane Doe', amount: 50, status: 'pending', created_at: '2025-03-05' },
          { type: 'Bank Transfer', amount: 20, status: 'confirmed', created_at: '2025-03-04' },
        ],
      },
    });
    await w.ui.findByText('Jane Doe');
    const rows = [...w.shadow.querySelectorAll('.tx-row .tx-name')].map((n) => n.textContent);
    expect(rows).toEqual(['Jane Doe', 'Bank Transfer']);
  });

  it('says so when there are no transfers yet', async () => {
    const { w } = open({ gettrslist: [[]] }); // PHP's json_encode of nothing (an array reply is a queue, hence the wrapping)
    expect(await w.ui.findByText('No transfers yet')).toBeTruthy();
  });

  it('registers the spec field names and stops at the first missing detail', async () => {
    const { api, w } = open();
    await w.heading('Bank Transfer');
    const names = [...w.shadow.querySelectorAll('form input, form select')].map((e) => e.getAttribute('name'));
    expect(names).toEqual(['act_hold_name', 'act_no', 'bank', 'swift', 'routing', 'country', 'currency', 'amount', 'note']);
    await w.user.click(w.ui.getByRole('button', { name: 'Continue' }));
    await expectSummaryLeadsTo(w, w.ui.getByLabelText('Account holder name'));
    expect(currentPath()).toBe('/wp-user/dashboard/send');
    expect(api.to('newtrs')).toHaveLength(0);
  });
});

describe('Bank Transfer: Confirm Transaction', () => {
  it('shows every detail with its own Change, the fee from getperc and the amount received', async () => {
    const { w } = open();
    await toConfirm(w);
    expect(summary(w, 'Account number')).toBe('GB29NWBK60161331926819');
    expect(summary(w, 'Fee (10%)')).toBe('$100.00');
    expect(summary(w, 'Amount received')).toBe('$900.00');
    const change = (field: string) => `/wp-user/dashboard/send?change=${field}`;
    expect(w.ui.getAllByRole('link', { name: /^Change/ }).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Change Recipient', change('act_hold_name')],
      ["Change Recipient's bank", change('bank')],
      ['Change Account number', change('act_no')],
      ['Change SWIFT / BIC code', change('swift')],
      ['Change Routing number', change('routing')],
      ['Change Country', change('country')],
      ['Change Currency', change('currency')],
      ['Change Note', change('note')],
    ]);
    expect(w.ui.getByRole('list', { name: 'Transfer steps' }).querySelector('[aria-current="step"]')!.textContent).toBe('2Review');
    // The amount is editable here; the fee follows it.
    const amount = w.ui.getByLabelText('Amount');
    await retype(w, amount, '2,000');
    expect(summary(w, 'Fee (10%)')).toBe('$200.00');
    expect(summary(w, 'Amount received')).toBe('$1,800.00');
  });

  it('charges 10 % when getperc supplies no percent', async () => {
    const { w } = open({ getperc: { perc: null, tb: { current_balance: 5000 } } });
    await toConfirm(w, '300');
    expect(summary(w, 'Fee (10%)')).toBe('$30.00');
  });

  // Changed on purpose: an amount over the balance used to pass the first step; it is now an error on the amount there.
  it('the first step shows the balance beside the amount and keeps an amount not below it, as an error on the amount linked from the summary', async () => {
    const { w } = open();
    await fillForm(w, '5000');
    const amount = w.ui.getByLabelText('Amount');
    expect(w.shadow.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('Available balance: $5,000.00');
    await w.user.click(w.ui.getByRole('button', { name: 'Continue' }));
    const over = 'Insufficient balance: your balance is $5,000.00';
    const link = await w.ui.findByRole('link', { name: over });
    expect(currentPath()).toBe('/wp-user/dashboard/send');
    expect(amount.getAttribute('aria-invalid')).toBe('true');
    expect(w.shadow.querySelector('.field--invalid .field-error')!.textContent).toBe(`Error: ${over}`);
    await w.user.click(link);
    expect(w.focused()).toBe(amount);
    await retype(w, amount, '4999.99');
    await w.user.click(w.ui.getByRole('button', { name: 'Continue' }));
    await w.heading('Confirm Transaction');
  });

  // Changed on purpose: the reason was a paragraph apart from the amount; it is now the amount's own error.
  it('on the review, an amount raised to the balance is an error on the amount ("Insufficient balance") and Confirm cannot be pressed', async () => {
    const { w } = open();
    await toConfirm(w, '4999.99');
    const amount = w.ui.getByLabelText('Amount');
    await retype(w, amount, '5000');
    const button = w.ui.getByRole('button', { name: 'Confirm and enter PIN' }) as HTMLButtonElement;
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(button.getAttribute('aria-disabled')).toBe('true');
    const error = w.shadow.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(error.textContent).toBe('Error: Insufficient balance: your balance is $5,000.00');
    await retype(w, amount, '4999.99');
    await waitFor(() => expect(button.hasAttribute('aria-disabled')).toBe(false));
    expect(amount.getAttribute('aria-invalid')).toBeNull();
  });

  it("on the review, an amount the balance read there cannot cover is the amount's error as the review shows, before any key", async () => {
    // The first step checked it against the profile's balance; the bank's balance is lower by the review.
    const { w } = open({ getperc: { perc: { percent: '10' }, tb: { current_balance: '3,000.00' } } });
    await toConfirm(w, '4000');
    const amount = w.ui.getByLabelText('Amount');
    await waitFor(() => expect(amount.getAttribute('aria-invalid')).toBe('true'));
    expect(w.shadow.getElementById(amount.getAttribute('aria-describedby')!.split(' ')[0]!)!.textContent).toBe('Error: Insufficient balance: your balance is $3,000.00');
    expect(w.ui.getByRole('button', { name: 'Confirm and enter PIN' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('the review says its figures once typing pauses: "2500" typed is read once, not at each key', async () => {
    const { w } = open();
    await toConfirm(w, '100');
    const region = w.shadow.querySelector('.review [aria-live="polite"]')!;
    const said: string[] = [];
    const watch = new MutationObserver(() => said.push(region.textContent!));
    watch.observe(region, { subtree: true, childList: true, characterData: true });
    await retype(w, w.ui.getByLabelText('Amount'), '2500');
    await waitFor(() => expect(said.length).toBeGreaterThan(0), { timeout: 3000 });
    await new Promise((done) => setTimeout(done, 1200));
    watch.disconnect();
    expect(said).toEqual(['Fee (10%) $250.00. Amount received $2,250.00. Balance after transfer $2,500.00. ']);
  });

  it("Change goes back to the form with everything typed, the group's first field focused", async () => {
    const { w } = open();
    await toConfirm(w);
    await w.user.click(w.ui.getByRole('link', { name: "Change Recipient's bank" }));
    await w.heading('Bank Transfer');
    await waitFor(() => expect(w.focused()).toBe(w.ui.getByLabelText('Bank name')));
    expect((w.ui.getByLabelText('Account holder name') as HTMLInputElement).value).toBe('Jane Doe');
    expect((w.ui.getByLabelText('Amount') as HTMLInputElement).value).toBe('1,000');
  });

  it('opened with no draft (a reload, a bookmark) returns to the form and says why', async () => {
    const { w } = open({}, '/wp-user/dashboard/send/confirm');
    expect(await w.ui.findByText('Details are not kept after a reload. Please enter them again.')).toBeTruthy();
    expect(currentPath()).toBe('/wp-user/dashboard/send');
  });

  it('the PIN page opened with no draft returns to the form with the explanation', async () => {
    const { w } = open({}, '/wp-user/dashboard/send/pin');
    expect(await w.ui.findByText('Details are not kept after a reload. Please enter them again.')).toBeTruthy();
    expect(currentPath()).toBe('/wp-user/dashboard/send');
  });
});

describe('Bank Transfer: PIN, authorization code and receipt', () => {
  it('"Invalid Pin" when no PIN was entered; nothing is posted', async () => {
    const { api, w } = open();
    await toPin(w);
    await w.user.click(sendButton(w));
    expect((await w.ui.findAllByText('Invalid Pin')).length).toBeGreaterThan(0);
    expect(api.to('confirmmypin')).toHaveLength(0);
  });

  it('a refused PIN shows the server message and clears the boxes; without a message "An error has Occured."', async () => {
    const { api, w } = open({ confirmmypin: [{ status: false, message: 'Invalid Pin' }, { status: false }] });
    await toPin(w);
    await enterDigits(w, '9999');
    await w.user.click(sendButton(w));
    expect(await w.ui.findByText('Invalid Pin')).toBeTruthy();
    expect(boxes(w).map((b) => b.value)).toEqual(['', '', '', '']);
    await enterDigits(w, '8888');
    await w.user.click(sendButton(w));
    expect(await w.ui.findByText('An error has Occured.')).toBeTruthy();
    expect(api.to('confirmmypin').map((c) => c.fields.pin)).toEqual(['9999', '8888']);
    expect(api.to('newtrs')).toHaveLength(0);
  });

  it('posts exactly the transfer fields and an empty extra, then shows the receipt and refreshes balance and recent transactions', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, w } = open({ newtrs: { ...SENT, message: 'Transfer submitted and awaiting confirmation', reference: 'TRX-42' } });
    await toPin(w);
    const before = { profile: api.to('getprofile').length, recent: api.to('getstatement2').length };
    await enterDigits(w, '1234');
    await w.user.click(sendButton(w));
    await w.heading('Transfer receipt');
    expect(postedFields(api.to('confirmmypin')[0]!)).toEqual({ confirmmypin: '1', pin: '1234', token: 'jwt' });
    expect(api.to('newtrs')).toHaveLength(1);
    expect(postedFields(api.to('newtrs')[0]!)).toEqual({
      newtrs: '1',
      bank: 'First Bank',
      swift: 'FIRSUS33',
      currency: 'USD',
      routing: '021000021',
      country: 'United Kingdom',
      act_no: 'GB29NWBK60161331926819',
      act_hold_name: 'Jane Doe',
      amount: '1000',
      note: 'Rent',
      extra: '',
      token: 'jwt',
    });
    expect(w.ui.getByText('Successful! Await Confirmation')).toBeTruthy();
    // What the bank said, the currency and the note are kept on the receipt too.
    expect(w.ui.getByText('Transfer submitted and awaiting confirmation')).toBeTruthy();
    expect(summary(w, 'Currency')).toBe('USD');
    expect(summary(w, 'Note')).toBe('Rent');
    expect(currentStep(w)).toBe('4Done');
    expect(summary(w, 'Recipient')).toBe('Jane Doe');
    expect(summary(w, 'Amount')).toBe('$1,000.00');
    expect(summary(w, 'Fee (10%)')).toBe('$100.00');
    expect(summary(w, 'Amount received')).toBe('$900.00');
    expect(summary(w, 'Reference')).toBe('TRX-42');
    // In a right-to-left widget the account number and the reference still read left to right.
    const ownOrder = (term: string) => w.ui.getByText(term, { selector: 'dt' }).nextElementSibling!.querySelector('bdi')?.dir;
    expect([ownOrder('Account number'), ownOrder('Reference'), ownOrder('Recipient')]).toEqual(['ltr', 'ltr', 'auto']);
    // The balance the confirm page showed (getperc: 5,000.00) less the amount sent; the fee is inside that amount.
    expect(summary(w, 'Balance after transfer')).toBe('$4,000.00');
    // The month in letters: "29 Nov 2026", never 29/11/2026 (read otherwise across the Atlantic).
    expect(summary(w, 'Date and time')).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4} \d\d:\d\d$/);
    expect(api.to('getprofile').length).toBeGreaterThan(before.profile);
    expect(api.to('getstatement2').length).toBeGreaterThan(before.recent);
    // Focus starts at the receipt's heading; no timed return: it stays until Done, which leads to the dashboard.
    expect(w.focused()?.textContent).toBe('Transfer receipt');
    expect(w.ui.queryByText(/You will be taken/)).toBeNull();
    expect(w.ui.getByText('The bank confirms the transfer after checking it; until then it shows in your statements as in progress.')).toBeTruthy();
    await elapse(12_000);
    expect(currentPath()).toBe('/wp-user/dashboard/send/pin');
    expect(summary(w, 'Reference')).toBe('TRX-42');
    await w.user.click(w.ui.getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(currentPath()).toBe('/wp-user/dashboard'));
  });

  it("takes the bank's reference from the answer's extra when it gives no reference; the balance is left off when hidden", async () => {
    localStorage.setItem('displayAmount', 'false');
    const { w } = open({ newtrs: { ...SENT, extra: 'TRF-3' } });
    await toPin(w);
    await enterDigits(w, '1234');
    await w.user.click(sendButton(w));
    await w.heading('Transfer receipt');
    expect(summary(w, 'Reference')).toBe('TRF-3');
    expect(w.ui.queryByText('Balance after transfer')).toBeNull();
    expect(w.ui.getByRole('button', { name: 'Print receipt' })).toBeTruthy();
    localStorage.removeItem('displayAmount');
  });

  it('a double click and a second Enter send one newtrs', async () => {
    const pending = deferred(SENT);
    const { api, w } = open({ newtrs: pending.reply });
    await toPin(w);
    await enterDigits(w, '1234');
    await w.user.dblClick(sendButton(w));
    boxes(w)[3]!.focus();
    await w.user.keyboard('{Enter}{Enter}');
    await waitFor(() => expect(api.to('newtrs')).toHaveLength(1));
    pending.resolve();
    await w.heading('Transfer receipt');
    expect(api.to('confirmmypin')).toHaveLength(1);
    expect(api.to('newtrs')).toHaveLength(1);
  });

  it('asks for the authorization code with the server head and body, refuses a wrong one, and sends the right one in extra', async () => {
    const { api, w } = open({
      confirmmypin: { status: true, requiresanother: { head: 'Extra check', body: 'Enter the code we emailed you.' } },
      confirmtpin: [{ status: false, message: 'Invalid authorization code' }, { status: true }],
    });
    await toPin(w);
    await enterDigits(w, '1234');
    await w.user.click(sendButton(w));
    // A step of its own: its heading, its step name and its button; the bank's words once.
    await w.heading('Enter the authorization code');
    expect(currentStep(w)).toBe('3Code');
    expect(w.ui.getByRole('button', { name: 'Authorize transfer' })).toBeTruthy();
    expect(w.ui.getByText('Extra check')).toBeTruthy();
    expect(w.ui.getByText('Enter the code we emailed you.')).toBeTruthy();
    expect(w.ui.queryByText('Transfer Authorization Code is required')).toBeNull();
    expect(w.shadow.querySelector('.notice--warning')).toBeNull();
    // Its heading takes focus, as every step's does (changed on purpose: it used to be Digit 1, skipping the heading and the bank's words).
    await waitFor(() => expect(w.focused()).toBe(w.ui.getByRole('heading', { name: 'Enter the authorization code' })));
    await enterDigits(w, '1111');
    await w.user.click(sendButton(w));
    expect(await w.ui.findByText('Invalid authorization code')).toBeTruthy();
    expect(boxes(w).map((b) => b.value)).toEqual(['', '', '', '']);
    expect(api.to('newtrs')).toHaveLength(0);
    await enterDigits(w, '4321');
    await w.user.click(sendButton(w));
    await w.heading('Transfer receipt');
    expect(api.to('confirmtpin').map((c) => c.fields.pin)).toEqual(['1111', '4321']);
    expect(postedFields(api.to('newtrs')[0]!).extra).toBe('4321');
  });

  it('a plain requiresanother flag asks for the code too', async () => {
    const { w } = open({ confirmmypin: { status: true, requiresanother: 1, message: 'Transfer Authorization Code is required' } });
    await toPin(w);
    await enterDigits(w, '1234');
    await w.user.click(sendButton(w));
    expect(await w.ui.findByRole('group', { name: 'Authorization code' })).toBeTruthy();
  });

  it('after sending, the same amount to the same account asks before the PIN step', async () => {
    const { api, w } = open();
    await toPin(w);
    await enterDigits(w, '1234');
    await w.user.click(sendButton(w));
    await w.heading('Transfer receipt');
    await w.user.click(w.ui.getByRole('button', { name: 'Done' }));
    await w.heading(/.*/);
    history.pushState(null, '', '/wp-user/dashboard/send');
    dispatchEvent(new PopStateEvent('popstate'));
    await toConfirm(w);
    await w.user.click(w.ui.getByRole('button', { name: 'Confirm and enter PIN' }));
    expect(await w.ui.findByText('You sent this amount to this account 1 minute ago. Send again?')).toBeTruthy();
    expect(currentPath()).toBe('/wp-user/dashboard/send/confirm');
    await w.user.click(w.ui.getByRole('button', { name: 'Send again' }));
    await w.heading('Enter your PIN');
    expect(api.to('newtrs')).toHaveLength(1);
  });
});

describe('Bank Transfer: the draft belongs to its widget', () => {
  it('a widget mounted again starts with an empty form, as after a reload', async () => {
    const { w } = open();
    await toConfirm(w);
    w.widget.unmount();
    const again = mountAt('/wp-user/dashboard/send/confirm');
    await again.heading('Bank Transfer');
    await again.ui.findByText('Details are not kept after a reload. Please enter them again.');
    expect((again.ui.getByLabelText('Account holder name') as HTMLInputElement).value).toBe('');
  });

  it('two widgets on one page: the draft started in one is not in the other', async () => {
    const { w: first } = open();
    await toConfirm(first);
    // The second widget opens at the same address; with no draft of its own it goes back to the form, and the first follows the address.
    const second = mountAt('/wp-user/dashboard/send/confirm');
    await second.heading('Bank Transfer');
    await first.heading('Bank Transfer');
    expect((second.ui.getByLabelText('Account holder name') as HTMLInputElement).value).toBe('');
    expect((first.ui.getByLabelText('Account holder name') as HTMLInputElement).value).toBe('Jane Doe');
    expect(first.ui.queryByText('Details are not kept after a reload. Please enter them again.')).toBeNull();
  });
});

describe('Bank Transfer: a transfer whose answer is lost', () => {
  const LISTED = { type: 'First Bank', act_hold_name: 'Jane Doe', amount: '1,000.00', status: 'in_progress', created_at: '2026-11-27' };
  const EARLIER = { type: 'First Bank', amount: '120.5', status: 'in_progress', created_at: '2025-03-04 10:00:00' };

  it('the PIN step says what the PIN authorises before a digit is typed', async () => {
    const { w } = open();
    await toPin(w);
    expect(w.ui.getByText(/^Send \$1,000\.00 to /).textContent!.replace(/[\u2066-\u2069]/g, '')).toBe('Send $1,000.00 to Jane Doe');
    expect(boxes(w).map((b) => b.value)).toEqual(['', '', '', '']);
  });

  it('offline when the answer is lost: cannot tell yet, no PIN to enter even after going back and on to the PIN step; back online, it finds it sent with no click', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get');
    const { api, w } = open({
      gettrslist: [{ data: [EARLIER] }, { data: [EARLIER] }, { data: [LISTED, EARLIER] }],
      newtrs: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await toPin(w);
    await waitFor(() => expect(api.to('gettrslist')).toHaveLength(2));
    await enterDigits(w, '1234');
    // The connection goes as the transfer is sent (the browser has not said so yet).
    online.mockReturnValue(false);
    await w.user.click(sendButton(w));
    await w.ui.findByText('We cannot tell yet whether your transfer went through');
    expect(w.ui.getByText('Your device is offline, so your list of transfers cannot be read.')).toBeTruthy();
    expect(w.ui.queryAllByLabelText(/^Digit \d of 4$/)).toHaveLength(0);
    // Back to the review and on again: the lock is the widget's, not the screen's.
    history.back();
    await w.heading('Confirm Transaction');
    history.forward();
    // Not the PIN step's heading: what is not known yet, with what was authorised still said.
    await w.heading('Transfer not confirmed yet');
    await w.ui.findByText('We cannot tell yet whether your transfer went through');
    expect(currentStep(w)).toBe('4Not known');
    expect(w.ui.getByText(/^Send \$1,000\.00 to /)).toBeTruthy();
    expect(summary(w, 'Amount received')).toBe('$900.00');
    expect(summary(w, "Recipient's bank")).toBe('First Bank');
    expect(summary(w, 'Account number')).toContain('6819');
    expect(w.shadow.querySelector('.notice--warning, .notice--error')).toBeNull();
    expect(w.ui.getByRole('link', { name: 'See your money out in Statements' }).getAttribute('href')).toBe('/wp-user/dashboard/statements?type=debit');
    expect(w.ui.getByRole('link', { name: 'Contact the bank' }).getAttribute('href')).toBe('/wp-user/dashboard/contact');
    expect(w.ui.queryAllByLabelText(/^Digit \d of 4$/)).toHaveLength(0);
    expect(api.to('gettrslist')).toHaveLength(2);
    // Back online: reading the list is a read, so it goes by itself; the transfer is not sent again.
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await w.heading('Transfer receipt');
    expect(w.ui.getByText('Sent: confirmed from your list of transfers')).toBeTruthy();
    expect(api.to('newtrs')).toHaveLength(1);
    expect(api.to('confirmmypin')).toHaveLength(1);
    online.mockRestore();
  });

  it('a bank that lists it 10 s after the answer was lost: still checking, never "not sent", then found', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let listedFrom = Infinity;
    const { api, w } = open({
      gettrslist: () => Promise.resolve(Response.json({ data: Date.now() >= listedFrom ? [LISTED, EARLIER] : [EARLIER] })),
      newtrs: () => {
        listedFrom = Date.now() + 10_000;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await toPin(w);
    await enterDigits(w, '1234');
    await w.user.click(sendButton(w));
    await w.ui.findByText('Checking whether your transfer went through…');
    // The page that replaced the PIN form is read from its heading, which has focus.
    const checking = await w.heading('Checking your transfer');
    expect((checking.getRootNode() as Document | ShadowRoot).activeElement).toBe(checking);
    for (let s = 0; s < 9; s++) {
      await elapse(1000);
      expect(w.ui.queryByText('Nothing left your account')).toBeNull();
      expect(w.ui.queryAllByLabelText(/^Digit \d of 4$/)).toHaveLength(0);
    }
    // Read again after growing waits (2, 4, 8 s): found by the read 14 s after the loss.
    await elapse(5500);
    await w.heading('Transfer receipt');
    expect(w.ui.getByText('Sent: confirmed from your list of transfers')).toBeTruthy();
    expect(api.to('newtrs')).toHaveLength(1);
  });

  it('left with Done while it is checked: found sent on the dashboard, Back to the PIN step shows its receipt, never the PIN form for it again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let listedFrom = Infinity;
    const { api, w } = open({
      gettrslist: () => Promise.resolve(Response.json({ data: Date.now() >= listedFrom ? [LISTED, EARLIER] : [EARLIER] })),
      newtrs: () => {
        listedFrom = Date.now() + 10_000;
        return Promise.reject(new TypeError('Failed to fetch'));
      },
    });
    await toPin(w);
    await enterDigits(w, '1234');
    await w.user.click(sendButton(w));
    await w.ui.findByText('Checking whether your transfer went through…');
    await w.user.click(w.ui.getByRole('button', { name: 'Done' }));
    await w.ui.findByText(/is not confirmed yet/);
    await elapse(15_000);
    await waitFor(() => expect(w.ui.queryByText(/is not confirmed yet/)).toBeNull());
    window.history.back();
    await w.heading('Transfer receipt');
    expect(w.ui.getByText('Sent: confirmed from your list of transfers')).toBeTruthy();
    expect(w.ui.queryAllByLabelText(/^Digit \d of 4$/)).toHaveLength(0);
    expect(api.to('newtrs')).toHaveLength(1);
  });

  it('not in the list: "not sent" only once its time limit and a margin have passed and two reads agree; the details kept for the PIN', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, w } = open({ newtrs: () => Promise.reject(new TypeError('Failed to fetch')) });
    await toPin(w);
    await enterDigits(w, '1234');
    await w.user.click(sendButton(w));
    await w.ui.findByText('Checking whether your transfer went through…');
    await elapse(25_000);
    expect(w.ui.queryByText('Nothing left your account')).toBeNull();
    await elapse(10_000);
    await w.ui.findByText('Nothing left your account');
    expect(api.to('gettrslist').length).toBeGreaterThanOrEqual(3);
    expect(boxes(w)).toHaveLength(4);
    expect(w.ui.getByText(/^Send \$1,000\.00 to /)).toBeTruthy();
    expect(api.to('newtrs')).toHaveLength(1);
  });

  it('taken out of the page while newtrs is on its way: the call goes on; a widget put back shows the check, no PIN; the answer settles it, and the same transfer again is asked about', async () => {
    const answer = deferred(SENT);
    const { api, w } = open({ newtrs: answer.reply });
    await toPin(w);
    await enterDigits(w, '1234');
    await w.user.click(sendButton(w));
    await waitFor(() => expect(api.to('newtrs')).toHaveLength(1));
    w.widget.unmount();
    const signal = (api.fetch.mock.calls.find(([, init]) => (init?.body as FormData | undefined)?.get('newtrs'))![1] as RequestInit).signal!;
    expect(signal.aborted).toBe(false);
    const back = mountAt('/wp-user/dashboard/send/pin');
    await back.ui.findByText('Checking whether your transfer went through…');
    expect(back.ui.queryAllByLabelText(/^Digit \d of 4$/)).toHaveLength(0);
    answer.resolve();
    // Settled by the answer that came after the first widget was gone: the step opens again.
    await back.heading('Bank Transfer');
    await toConfirm(back);
    await back.user.click(back.ui.getByRole('button', { name: 'Confirm and enter PIN' }));
    await back.ui.findByText('You sent this amount to this account 1 minute ago. Send again?');
    expect(api.to('newtrs')).toHaveLength(1);
  });

  it('keeps the transfer out in sessionStorage, never the PIN or the code', async () => {
    const { w } = open({
      confirmmypin: { status: true, requiresanother: 1, message: 'Transfer Authorization Code is required' },
      confirmtpin: OK,
      newtrs: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await toPin(w);
    await enterDigits(w, '9731');
    await w.user.click(sendButton(w));
    await w.ui.findByRole('group', { name: 'Authorization code' });
    await enterDigits(w, '8642');
    await w.user.click(sendButton(w));
    await w.ui.findByText('Checking whether your transfer went through…');
    const stored = sessionStorage.getItem('bankUnanswered')!;
    expect(JSON.parse(stored)).toMatchObject({ calls: [{ kind: 'newtrs', amount: 1000, recipient: 'Jane Doe', account: 'GB29NWBK60161331926819' }] });
    expect(stored).not.toMatch(/9731|8642/);
  });

  it('a refusal is an answer: its message shows and no list is read', async () => {
    const { api, w } = open({ newtrs: { status: false, message: 'Insufficient balance' } });
    await toPin(w);
    await waitFor(() => expect(api.to('gettrslist').length).toBeGreaterThan(0));
    const reads = api.to('gettrslist').length;
    await enterDigits(w, '1234');
    await w.user.click(sendButton(w));
    await w.ui.findByText('Insufficient balance');
    expect(api.to('gettrslist')).toHaveLength(reads);
    expect(w.ui.queryByText(/Checking whether your transfer went through/)).toBeNull();
  });
});
