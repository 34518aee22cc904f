/** PIN creation: pincreation (enter) → pincreation/new1 (confirm) → updatepin → dashboard after 3 s. */
import { describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { currentPath, elapse, type Reply, type Widget, signedInAt } from '../../support/test-utils';
import { dashboardRoutes } from '../home/dashboard-fixtures';

const CREATE = '/wp-user/dashboard/pincreation';
const CONFIRM = '/wp-user/dashboard/pincreation/new1';
const MISMATCH = 'We have detected that the PIN you entered does not match. Please Re-enter PIN.';
const CREATED = 'Your transaction PIN has been successfully created';
const NO_PIN = { haspin: false, trx_notif: [] };

const open = (path: string, routes: Record<string, Reply | Reply[]> = {}) =>
  signedInAt(path, { ...(dashboardRoutes({ pincheck: [NO_PIN, { haspin: true }] }) as Record<string, Reply | Reply[]>), ...routes });

const boxes = (w: Widget) => [...w.shadow.querySelectorAll<HTMLInputElement>('.pin-box')];

async function enterPin(w: Widget, pin: string) {
  await w.user.click(boxes(w)[0]!);
  await w.user.keyboard(pin);
}

async function firstStep(w: Widget, pin = '1234') {
  await w.heading('Create your transaction PIN');
  await enterPin(w, pin);
  await w.user.click(w.ui.getByRole('button', { name: 'Confirm' }));
  await w.heading('Confirm your transaction PIN');
  expect(currentPath()).toBe(CONFIRM);
}

describe('PIN creation', () => {
  it('a customer without a PIN is sent to create one; the boxes are masked and labelled as one group', async () => {
    const { w } = open('/wp-user/dashboard');
    await w.heading('Create your transaction PIN');
    expect(currentPath()).toBe(CREATE);
    expect(w.ui.getByRole('group', { name: 'New PIN' })).toBeTruthy();
    expect(boxes(w).map((b) => b.type)).toEqual(['password', 'password', 'password', 'password']);
  });

  it('asks for four digits before moving on', async () => {
    const { api, w } = open(CREATE);
    await w.heading('Create your transaction PIN');
    await enterPin(w, '12');
    await w.user.click(w.ui.getByRole('button', { name: 'Confirm' }));
    expect(await w.ui.findAllByText(/The PIN is exactly 4 digits/)).not.toHaveLength(0);
    expect(currentPath()).toBe(CREATE);
    expect(api.to('updatepin')).toHaveLength(0);
  });

  it('a mismatch shows the message, clears the boxes and posts nothing', async () => {
    const { api, w } = open(CREATE);
    await firstStep(w, '1234');
    await enterPin(w, '4321');
    await w.user.click(w.ui.getByRole('button', { name: 'Confirm' }));
    expect(await w.ui.findAllByText(MISMATCH)).not.toHaveLength(0);
    expect(w.shadow.querySelector('.field-error')!.textContent).toBe(`Error: ${MISMATCH}`);
    expect(boxes(w).map((b) => b.value)).toEqual(['', '', '', '']);
    expect(api.to('updatepin')).toHaveLength(0);
    expect(currentPath()).toBe(CONFIRM);
  });

  it('a match posts updatepin with exactly the PIN and the token, says so, refreshes pincheck and goes to the dashboard after 3 s', async () => {
    const { api, w } = open(CREATE, { updatepin: { status: true, message: '' } });
    await firstStep(w, '2580');
    // A mismatch first: the first PIN is still held for another try.
    await enterPin(w, '2581');
    await w.user.click(w.ui.getByRole('button', { name: 'Confirm' }));
    await w.ui.findAllByText(MISMATCH);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await enterPin(w, '2580');
    await w.user.click(w.ui.getByRole('button', { name: 'Confirm' }));
    await w.heading('PIN created');
    expect(api.to('updatepin').map((c) => ({ keys: c.keys, fields: c.fields }))).toEqual([
      { keys: ['updatepin', 'pin', 'token'], fields: { updatepin: '1', pin: '2580', token: 'jwt' } },
    ]);
    expect(w.ui.getByText(CREATED)).toBeTruthy();
    expect(w.ui.getByRole('link', { name: 'Go now' }).getAttribute('href')).toBe('/wp-user/dashboard');
    await waitFor(() => expect(api.to('pincheck').length).toBe(2));
    await elapse(2900);
    expect(currentPath()).toBe(CONFIRM);
    await elapse(200);
    await waitFor(() => expect(currentPath()).toBe('/wp-user/dashboard'));
    // The PIN is never kept anywhere the browser stores.
    expect(JSON.stringify({ ...localStorage })).not.toContain('2580');
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('2580');
  });

  it('"Go now" goes to the dashboard at once', async () => {
    const { w } = open(CREATE, { updatepin: { status: true } });
    await firstStep(w);
    await enterPin(w, '1234');
    await w.user.click(w.ui.getByRole('button', { name: 'Confirm' }));
    await w.user.click(await w.ui.findByRole('link', { name: 'Go now' }));
    await waitFor(() => expect(currentPath()).toBe('/wp-user/dashboard'));
  });

  it("a refusal shows the server's message, or Something went wrong! when it sent none", async () => {
    const { w } = open(CREATE, { updatepin: [{ status: false, message: 'You already have a transaction PIN.' }, { status: false }] });
    await firstStep(w);
    await enterPin(w, '1234');
    await w.user.click(w.ui.getByRole('button', { name: 'Confirm' }));
    expect((await w.ui.findByRole('alert')).textContent).toContain('You already have a transaction PIN.');
    await w.user.click(w.ui.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(w.ui.getByRole('alert').textContent).toContain('Something went wrong!'));
    expect(currentPath()).toBe(CONFIRM);
  });

  it('opening the confirm step directly returns to the first step with a short explanation', async () => {
    const { api, w } = open(CONFIRM);
    await w.heading('Create your transaction PIN');
    expect(currentPath()).toBe(CREATE);
    expect(w.ui.getByRole('status').textContent).toBe('Choose your new PIN first, then confirm it.');
    expect(api.to('updatepin')).toHaveLength(0);
  });

  it('leaving the confirm step forgets the first PIN', async () => {
    const { w } = open(CREATE);
    await firstStep(w);
    await w.user.click(w.ui.getByRole('link', { name: 'Start again with a different PIN' }));
    await w.heading('Create your transaction PIN');
    history.pushState(null, '', CONFIRM);
    dispatchEvent(new PopStateEvent('popstate'));
    await waitFor(() => expect(currentPath()).toBe(CREATE));
  });
});
