/**
 * Settings as a customer meets it: each form's Save stays disabled and says why (the reason
 * is the button's description), each posts exactly the contract's fields, and the outcome
 * reads "Action Successful", the server's message or "Something went wrong!".
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import { mountAt, postedFields, stubApi, type Reply, type Widget, storeSession } from '../../support/test-utils';

const PROFILE = { status: true, data: { fullname: 'Alex Morgan', email: 'alex@bank.test', username: 'alex' }, tb: { current_balance: 100 } };

function open(routes: Record<string, Reply | Reply[]> = {}) {
  const api = stubApi({ pincheck: { haspin: true }, getprofile: PROFILE, ...routes });
  const w = mountAt('/wp-user/dashboard/settings');
  return { api, w };
}

/** The card of one form, found by its heading. */
async function card(w: Widget, title: string) {
  const h = await w.ui.findByRole('heading', { level: 2, name: title });
  return within(h.closest('section')!);
}

/** The button is disabled and its description (aria-describedby) reads `reason`. */
function expectBlocked(w: Widget, button: HTMLElement, reason: string) {
  expect((button as HTMLButtonElement).getAttribute('aria-disabled')).toBe('true');
  const ids = (button.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  expect(ids.map((id) => w.shadow.getElementById(id)?.textContent).join(' ')).toBe(reason);
}

function expectEnabled(button: HTMLElement) {
  expect((button as HTMLButtonElement).hasAttribute('aria-disabled')).toBe(false);
  expect(button.getAttribute('aria-describedby')).toBeNull();
}

beforeEach(() => storeSession());

describe('Settings: email', () => {
  it('shows the current email, and Save says why it is disabled until the address is standard', async () => {
    const { w } = open();
    const form = await card(w, 'Email address');
    expect(await form.findByText('alex@bank.test')).toBeTruthy();
    const save = form.getByRole('button', { name: 'Save email' });
    expectBlocked(w, save, 'Enter your new email address');
    const field = form.getByLabelText('New email address');
    await w.user.type(field, 'jane@bank');
    expectBlocked(w, save, 'Enter an email address like name@example.com');
    await w.user.type(field, '.test');
    expectEnabled(save);
  });

  it('posts updateemail with the email only, says "Action Successful", clears the field and reloads the profile', async () => {
    const { api, w } = open({ updateemail: { status: true, message: 'Email updated' } });
    const form = await card(w, 'Email address');
    await w.user.type(form.getByLabelText('New email address'), 'jane@bank.test');
    const profileLoads = api.to('getprofile').length;
    await w.user.click(form.getByRole('button', { name: 'Save email' }));
    expect((await form.findByRole('status')).textContent).toBe('Action Successful');
    expect(api.to('updateemail')).toHaveLength(1);
    expect(postedFields(api.to('updateemail')[0]!)).toEqual({ updateemail: '1', email: 'jane@bank.test', token: 'jwt' });
    expect((form.getByLabelText('New email address') as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(api.to('getprofile').length).toBe(profileLoads + 1));
  });

  it("a refusal shows the server's message and keeps the address typed", async () => {
    const { w } = open({ updateemail: { status: false, message: 'Another account already uses that email address.' } });
    const form = await card(w, 'Email address');
    await w.user.type(form.getByLabelText('New email address'), 'taken@bank.test');
    await w.user.click(form.getByRole('button', { name: 'Save email' }));
    expect((await form.findByRole('alert')).textContent).toContain('Another account already uses that email address.');
    expect(form.queryByText('Action Successful')).toBeNull();
    expect((form.getByLabelText('New email address') as HTMLInputElement).value).toBe('taken@bank.test');
  });

  it('a refusal without a message reads "Something went wrong!"', async () => {
    const { w } = open({ updateemail: { status: false } });
    const form = await card(w, 'Email address');
    await w.user.type(form.getByLabelText('New email address'), 'jane@bank.test');
    await w.user.click(form.getByRole('button', { name: 'Save email' }));
    expect((await form.findByRole('alert')).textContent).toContain('Something went wrong!');
  });

  it('when the profile cannot load, says so with Try again, and the form still works', async () => {
    const { w } = open({ getprofile: { status: false, message: 'Profile service down' } });
    const form = await card(w, 'Email address');
    expect((await form.findByRole('alert')).textContent).toContain('We could not load your current email address');
    expect(form.getByRole('button', { name: 'Try again' })).toBeTruthy();
    await w.user.type(form.getByLabelText('New email address'), 'jane@bank.test');
    expectEnabled(form.getByRole('button', { name: 'Save email' }));
  });
});

async function fillPassword(w: Widget, form: Awaited<ReturnType<typeof card>>, c: string, n: string, con: string) {
  for (const [label, value] of [
    ['Current password', c],
    ['New password', n],
    ['Confirm new password', con],
  ] as const) {
    const input = form.getByLabelText<HTMLInputElement>(label);
    // Replaces what the field holds, as selecting it all and typing over it would.
    await w.user.type(input, value ? value : '{Backspace}', { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
  }
}

describe('Settings: password', () => {
  it('Save says why it is disabled: fields missing, "Password Mismatch", too short; then enables', async () => {
    const { w } = open();
    const form = await card(w, 'Password');
    const save = form.getByRole('button', { name: 'Save password' });
    // The rule is said before it is broken, as on sign-up and reset: the new password's description.
    const described = (label: string) =>
      (form.getByLabelText(label).getAttribute('aria-describedby') ?? '')
        .split(/\s+/)
        .filter(Boolean)
        .map((id) => w.shadow.getElementById(id)?.textContent);
    expect(described('New password')).toEqual(['At least 6 characters']);
    expect(described('Current password')).toEqual([]);
    expectBlocked(w, save, 'Fill in all three fields');
    await fillPassword(w, form, '', 'secret-1', 'secret-1');
    expectBlocked(w, save, 'Fill in all three fields');
    await fillPassword(w, form, 'demo1234', 'secret-1', 'secret-2');
    expectBlocked(w, save, 'Password Mismatch');
    expect(form.getByText('Password Mismatch')).toBeTruthy();
    await fillPassword(w, form, 'demo1234', 'secret-1', 'secr');
    expectBlocked(w, save, 'Type the new password again to confirm it');
    await fillPassword(w, form, 'demo1234', 'abcde', 'abcde');
    expectBlocked(w, save, 'Password must be at least 6 characters');
    await fillPassword(w, form, 'demo1234', 'abcdef', 'abcdef');
    expectEnabled(save);
  });

  it('Enter in a field with a mismatch sends nothing', async () => {
    const { api, w } = open();
    const form = await card(w, 'Password');
    await fillPassword(w, form, 'demo1234', 'secret-1', 'secret-2');
    await w.user.type(form.getByLabelText('Confirm new password'), '{Enter}');
    expect(api.to('updatepwd')).toHaveLength(0);
  });

  it('posts updatepwd with c_pwd, n_pwd, con_pwd, says "Action Successful" and clears the fields', async () => {
    const { api, w } = open({ updatepwd: { status: true, message: 'Password changed' } });
    const form = await card(w, 'Password');
    await fillPassword(w, form, 'demo1234', 'new-pass-9', 'new-pass-9');
    await w.user.click(form.getByRole('button', { name: 'Save password' }));
    expect((await form.findByRole('status')).textContent).toBe('Action Successful');
    expect(api.to('updatepwd')).toHaveLength(1);
    expect(postedFields(api.to('updatepwd')[0]!)).toEqual({ updatepwd: '1', c_pwd: 'demo1234', n_pwd: 'new-pass-9', con_pwd: 'new-pass-9', token: 'jwt' });
    expect((form.getByLabelText('Current password') as HTMLInputElement).value).toBe('');
  });

  it('a refusal shows the server\'s message (or "Something went wrong!") and keeps what was typed', async () => {
    const { w } = open({ updatepwd: [{ status: false, message: 'Your current password is not correct.' }, { status: false }] });
    const form = await card(w, 'Password');
    await fillPassword(w, form, 'wrong-one', 'new-pass-9', 'new-pass-9');
    await w.user.click(form.getByRole('button', { name: 'Save password' }));
    expect((await form.findByRole('alert')).textContent).toContain('Your current password is not correct.');
    expect((form.getByLabelText('Current password') as HTMLInputElement).value).toBe('wrong-one');
    expect((form.getByLabelText('New password') as HTMLInputElement).value).toBe('new-pass-9');
    await w.user.click(form.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toContain('Something went wrong!'));
  });
});

/** Types into the PIN boxes of the field labelled `label`. */
async function typePin(w: Widget, form: Awaited<ReturnType<typeof card>>, label: string, digits: string) {
  const group = form.getByRole('group', { name: label });
  const boxes = within(group).getAllByLabelText(/^Digit \d of 4$/);
  await w.user.click(boxes[0]!);
  if (digits) await w.user.keyboard(digits);
}

/** The visible hints of each PIN field, by label: a reason about one field stands with that field only. */
function pinHints(w: Widget, form: Awaited<ReturnType<typeof card>>) {
  const hints: Record<string, string> = {};
  for (const label of ['Current PIN', 'New PIN', 'Confirm new PIN']) {
    const ids = (form.getByRole('group', { name: label }).getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    hints[label] = ids
      .map((id) => w.shadow.getElementById(id))
      .filter((el) => el?.classList.contains('field-hint'))
      .map((el) => el!.textContent)
      .join(' ');
  }
  return hints;
}

describe('Settings: transaction PIN', () => {
  it('uses the PIN boxes, and Save says why it is disabled until current, new and confirm are right, each reason under its own field', async () => {
    const { w } = open();
    const form = await card(w, 'Transaction PIN');
    const save = form.getByRole('button', { name: 'Save PIN' });
    expectBlocked(w, save, 'Enter your current 4-digit PIN');
    expect(pinHints(w, form)).toEqual({ 'Current PIN': 'Enter your current 4-digit PIN', 'New PIN': '', 'Confirm new PIN': '' });
    await typePin(w, form, 'Current PIN', '1234');
    expectBlocked(w, save, 'Enter a new 4-digit PIN');
    expect(pinHints(w, form)).toEqual({ 'Current PIN': '', 'New PIN': 'Enter a new 4-digit PIN', 'Confirm new PIN': '' });
    await typePin(w, form, 'New PIN', '5678');
    expectBlocked(w, save, 'Type the new PIN again to confirm it');
    await typePin(w, form, 'Confirm new PIN', '5679');
    expectBlocked(w, save, 'Password Mismatch');
    expect(pinHints(w, form)).toEqual({ 'Current PIN': '', 'New PIN': '', 'Confirm new PIN': 'Password Mismatch' });
    // Shown once: beside Save it is only heard.
    expect(form.getAllByText('Password Mismatch').filter((el) => !el.closest('.visually-hidden'))).toHaveLength(1);
    // Backspace over the last digit, then the right one.
    await w.user.keyboard('{Backspace}8');
    expectEnabled(save);
  });

  it('posts supdatepin with c_pwd, n_pwd, con_pwd and says "Action Successful"; a refusal shows the server message', async () => {
    const { api, w } = open({ supdatepin: [{ status: false, message: 'Your current PIN is not correct.' }, { status: true }] });
    const form = await card(w, 'Transaction PIN');
    await typePin(w, form, 'Current PIN', '1111');
    await typePin(w, form, 'New PIN', '5678');
    await typePin(w, form, 'Confirm new PIN', '5678');
    await w.user.click(form.getByRole('button', { name: 'Save PIN' }));
    expect((await form.findByRole('alert')).textContent).toContain('Your current PIN is not correct.');
    expect(postedFields(api.to('supdatepin')[0]!)).toEqual({ supdatepin: '1', c_pwd: '1111', n_pwd: '5678', con_pwd: '5678', token: 'jwt' });
    await w.user.click(form.getByRole('button', { name: 'Save PIN' }));
    expect((await form.findByRole('status')).textContent).toBe('Action Successful');
    expect(api.to('supdatepin')).toHaveLength(2);
  });
});
