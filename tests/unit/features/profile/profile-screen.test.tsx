/**
 * Profile as a customer meets it: the details and picture from the uploads address (initials
 * without one), the edit form posting exactly `updateprofile`'s fields, the picture posted as
 * `profilePic`, "Action Successful" with the shared profile reloaded, and a refusal that
 * keeps what was typed.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, within } from '@testing-library/preact';
import { API_BASE, mountAt, networkFailure, png, postedFields, stubApi, type Reply, storeSession } from '../../support/test-utils';

const USER = {
  fullname: 'Alex Morgan',
  picture: 'avatar-alex.svg',
  current_plan: '',
  email: 'alex@bank.test',
  username: 'alexm',
  phone: '+1 415 555 0100',
  gender: 'Female',
  dob: '1990-04-12',
  country: 'United States',
  marital_status: 'Single',
  home_address: '1 Market St, San Francisco',
  total_credit: 0,
  total_debit: 0,
  account_no: '0123456789',
};
const profile = (user: Partial<typeof USER> = {}) => ({ status: true, data: { ...USER, ...user }, tb: { current_balance: 100 } });

function open(routes: Record<string, Reply | Reply[]> = {}) {
  const api = stubApi({ pincheck: { haspin: true }, getprofile: profile(), ...routes });
  const w = mountAt('/wp-user/dashboard/profile');
  return { api, w };
}

const detail = (root: HTMLElement, term: string) => {
  const dt = within(root).getByText(term, { selector: 'dt' });
  return dt.nextElementSibling!.textContent;
};

beforeEach(() => storeSession());

describe('Profile: view', () => {
  it('shows the picture from the uploads address, the name and every detail, the plan defaulting to Tier 1', async () => {
    const { w } = open();
    await w.ui.findByRole('heading', { level: 2, name: 'Alex Morgan' });
    expect(w.ui.getByRole('img', { name: 'Alex Morgan' }).getAttribute('src')).toBe(`${API_BASE}/uploads/avatar-alex.svg`);
    const root = w.shadow.querySelector<HTMLElement>('.bank-container')!;
    expect(detail(root, 'Email')).toBe('alex@bank.test');
    expect(detail(root, 'Username')).toBe('alexm');
    expect(detail(root, 'Phone')).toBe('+1 415 555 0100');
    expect(detail(root, 'Gender')).toBe('Female');
    expect(detail(root, 'Date of birth')).toBe('12 Apr 1990');
    expect(detail(root, 'Country')).toBe('United States');
    expect(detail(root, 'Marital status')).toBe('Single');
    expect(detail(root, 'Home address')).toBe('1 Market St, San Francisco');
    expect(detail(root, 'Plan')).toBe('Tier 1');
  });

  it('shows a long email whole in its title and in the details, where it may break only before "@" and "."', async () => {
    const email = 'alexandra.montgomery@northwindholdings.example.com';
    const { w } = open({ getprofile: profile({ email }) });
    await w.ui.findByRole('heading', { level: 2, name: 'Alex Morgan' });
    const head = w.shadow.querySelector<HTMLElement>('.profile-head .email')!;
    expect([head.textContent, head.title, head.getAttribute('dir')]).toEqual([email, email, 'ltr']);
    const details = w.shadow.querySelector<HTMLElement>('.summary-list .email')!;
    expect(details.textContent).toBe(email);
    // The break opportunities, and only those: each piece starts with "@" or "." after the first.
    const pieces = [...details.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent);
    expect(pieces).toEqual(['alexandra', '.montgomery', '@northwindholdings', '.example', '.com']);
    expect(details.querySelectorAll('wbr')).toHaveLength(4);
  });

  it('without a picture shows the initials, and the plan the server names', async () => {
    const { w } = open({ getprofile: profile({ picture: '', current_plan: 'Tier 3', phone: '' }) });
    await w.ui.findByRole('heading', { level: 2, name: 'Alex Morgan' });
    expect(w.ui.queryByRole('img', { name: 'Alex Morgan' })).toBeNull();
    expect(w.shadow.querySelector('.avatar')!.textContent).toBe('AM');
    const root = w.shadow.querySelector<HTMLElement>('.bank-container')!;
    expect(detail(root, 'Plan')).toBe('Tier 3');
    expect(detail(root, 'Phone')).toBe('Not given');
  });

  it('a profile that cannot load, even tried again three times, says so and offers Try again, which loads it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { w } = open({ getprofile: [...Array<Reply>(4).fill(networkFailure), profile()] });
    expect(await w.heading('Profile')).toBeTruthy();
    await vi.advanceTimersByTimeAsync(12_000);
    const alert = await w.ui.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your profile');
    expect(alert.textContent).toContain('Network error: check your connection and try again');
    await w.user.click(w.ui.getByRole('button', { name: 'Try again' }));
    expect(await w.ui.findByRole('heading', { level: 2, name: 'Alex Morgan' })).toBeTruthy();
  });
});

describe('Profile: edit', () => {
  it('posts updateprofile with exactly its eight fields, says "Action Successful" and reloads the profile', async () => {
    const { api, w } = open({ updateprofile: { status: true, message: 'Profile updated' }, getprofile: [profile(), profile({ fullname: 'Alex J Morgan' })] });
    await w.user.click(await w.ui.findByRole('button', { name: 'Edit details' }));
    const name = w.ui.getByLabelText<HTMLInputElement>('Full name');
    await waitFor(() => expect(w.focused()).toBe(name));
    expect(name.value).toBe('Alex Morgan');
    expect(w.ui.getByLabelText<HTMLInputElement>('Date of birth').type).toBe('date');
    await w.user.type(name, 'Alex J Morgan', { initialSelectionStart: 0, initialSelectionEnd: name.value.length });
    await w.user.selectOptions(w.ui.getByLabelText('Gender'), 'Male');
    await w.user.selectOptions(w.ui.getByLabelText('Marital status'), 'Married');
    await w.user.selectOptions(w.ui.getByLabelText('Country'), 'Canada');
    await w.user.type(w.ui.getByLabelText('Next of kin'), 'Sam Morgan');
    await w.user.click(w.ui.getByRole('button', { name: 'Save changes' }));

    expect((await w.ui.findByRole('status')).textContent).toBe('Action Successful');
    expect(api.to('updateprofile')).toHaveLength(1);
    expect(postedFields(api.to('updateprofile')[0]!)).toEqual({
      updateprofile: '1',
      fullname: 'Alex J Morgan',
      phone: '+1 415 555 0100',
      gender: 'Male',
      dob: '1990-04-12',
      country: 'Canada',
      marital_status: 'Married',
      home_address: '1 Market St, San Francisco',
      next_of_kin: 'Sam Morgan',
      token: 'jwt',
    });
    // Back to the details, reloaded from the server, focus on the button that opened the form.
    expect(await w.ui.findByRole('heading', { level: 2, name: 'Alex J Morgan' })).toBeTruthy();
    await waitFor(() => expect(w.focused()).toBe(w.ui.getByRole('button', { name: 'Edit details' })));
    expect(api.to('getprofile').length).toBeGreaterThanOrEqual(2);
  });

  it('a refusal shows the server\'s message and keeps what was typed; none reads "Something went wrong!"', async () => {
    const { api, w } = open({ updateprofile: [{ status: false, message: 'Enter your date of birth as YYYY-MM-DD.' }, { status: false }] });
    await w.user.click(await w.ui.findByRole('button', { name: 'Edit details' }));
    const address = w.ui.getByLabelText<HTMLInputElement>('Home address');
    await w.user.type(address, '2 New Road', { initialSelectionStart: 0, initialSelectionEnd: address.value.length });
    await w.user.click(w.ui.getByRole('button', { name: 'Save changes' }));
    expect((await w.ui.findByRole('alert')).textContent).toContain('Enter your date of birth as YYYY-MM-DD.');
    expect(w.ui.getByLabelText<HTMLInputElement>('Home address').value).toBe('2 New Road');
    await w.user.click(w.ui.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(w.ui.getByRole('alert').textContent).toContain('Something went wrong!'));
    expect(w.ui.queryByText('Action Successful')).toBeNull();
    expect(api.to('updateprofile')).toHaveLength(2);
  });

  it('a blank full name is stopped before anything is sent', async () => {
    const { api, w } = open();
    await w.user.click(await w.ui.findByRole('button', { name: 'Edit details' }));
    const name = w.ui.getByLabelText<HTMLInputElement>('Full name');
    await w.user.type(name, '{Backspace}', { initialSelectionStart: 0, initialSelectionEnd: name.value.length });
    await w.user.click(w.ui.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name.getAttribute('aria-invalid')).toBe('true'));
    expect(api.to('updateprofile')).toHaveLength(0);
  });

  it('Cancel leaves the details unchanged and posts nothing', async () => {
    const { api, w } = open();
    await w.user.click(await w.ui.findByRole('button', { name: 'Edit details' }));
    await w.user.click(w.ui.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(w.focused()).toBe(w.ui.getByRole('button', { name: 'Edit details' })));
    expect(api.to('updateprofile')).toHaveLength(0);
  });
});

describe('Profile: picture', () => {
  it('posts updatepic with the chosen image as profilePic, says "Action Successful" and reloads the profile', async () => {
    const { api, w } = open({ updatepic: { status: true, message: 'Profile picture updated' }, getprofile: [profile(), profile({ picture: 'new.png' })] });
    const input = await w.ui.findByLabelText('New profile picture');
    await w.user.upload(input, png('me.png'));
    expect(await w.ui.findByRole('img', { name: 'Preview of me.png' })).toBeTruthy();
    await w.user.click(w.ui.getByRole('button', { name: 'Upload picture' }));
    expect((await w.ui.findByRole('status')).textContent).toBe('Action Successful');
    const call = api.to('updatepic');
    expect(call).toHaveLength(1);
    expect(postedFields(call[0]!)).toEqual({ updatepic: '1', profilePic: { file: 'me.png', type: 'image/png', size: 1024 }, token: 'jwt' });
    await waitFor(() => expect(w.ui.getByRole('img', { name: 'Alex Morgan' }).getAttribute('src')).toBe(`${API_BASE}/uploads/new.png`));
  });

  it('a refused upload shows the server message; a non-image is refused before sending', async () => {
    const { api, w } = open({ updatepic: { status: false, message: 'That file is not an image.' } });
    const input = await w.ui.findByLabelText('New profile picture');
    await w.user.upload(input, new File(['%PDF-1.4'], 'doc.pdf', { type: 'application/pdf' }));
    expect(await w.ui.findByText('The file must be an image: JPEG, PNG, GIF, SVG or WebP')).toBeTruthy();
    await w.user.upload(input, png('me.png'));
    await w.user.click(w.ui.getByRole('button', { name: 'Upload picture' }));
    expect((await w.ui.findByRole('alert')).textContent).toContain('That file is not an image.');
    expect(api.to('updatepic')).toHaveLength(1);
  });
});
