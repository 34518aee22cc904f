/**
 * A route's reads leave when the widget mounts, before its first render, and when the route
 * changes, before the new screen renders: the frame's and the screen's at once, as the route
 * table declares them, each once, and none without a session.
 */
import { describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_WAIT_MS } from '../../../src/config/timings';
import { fireEvent, waitFor } from '@testing-library/preact';
import { dashboardRoutes } from '../../../src/app/routes';
import { json, type CapturedRequest } from '../support/fetch-stub';
import { idle } from '../support/idle';
import { BASE, mountWidgetAt, stubFetch, storeSession, PROFILE } from '../support/test-utils';

const ROW = { name: 'Salary', date: '2026-11-02 09:00:00', amount: 1200, transaction_type: 'credit', status: 'successful' };
const answer = (req: CapturedRequest) => json(req.marker === 'getprofile' ? PROFILE : req.marker === 'pincheck' ? { haspin: true } : { data: [ROW] });

/** The dashboard calls sent, by name, sorted. */
const calls = (requests: CapturedRequest[]) => requests.map((r) => r.marker ?? r.crud).sort();
const FRAME = ['getnotifications', 'getprofile', 'pincheck'];

/** Mounts at `path` with a session; `atMount` is what had been sent when mountBank returned, before the first render. */
function land(path: string) {
  storeSession();
  const api = stubFetch(answer);
  const w = mountWidgetAt(`${BASE}${path}`);
  const rendered = w.shadow.querySelector('.bank-container')!.childElementCount;
  return { w, api, rendered, atMount: calls(api.requests) };
}

describe("a route's reads", () => {
  it("landing on the dashboard with a session: the frame's and the home's reads leave before the first render, each once", async () => {
    const { w, api, rendered, atMount } = land('/dashboard');
    expect(rendered, 'nothing rendered yet').toBe(0);
    expect(atMount).toEqual(['getnotifications', 'getprofile', 'getstatement2', 'pincheck']);
    await waitFor(() => expect(w.ui.getByText('Salary')).toBeTruthy());
    expect(w.ui.getAllByText('Alex Morgan').length).toBeGreaterThan(0);
    await idle();
    expect(calls(api.requests), 'no part of the page asked again').toEqual(atMount);
  });

  it("landing on the statements by a reload: the statement leaves with the frame's reads, before the first render, each once", async () => {
    const { w, api, rendered, atMount } = land('/dashboard/statements');
    expect(rendered).toBe(0);
    expect(atMount).toEqual([...FRAME, 'getstatement'].sort());
    await waitFor(() => expect(w.ui.getByText('Salary')).toBeTruthy());
    await idle();
    expect(calls(api.requests)).toEqual(atMount);
  });

  it('signed out, nothing is read: the dashboard sends the visitor to sign in', async () => {
    const api = stubFetch(answer);
    const w = mountWidgetAt(`${BASE}/dashboard`);
    expect(api.requests).toEqual([]);
    expect(await w.heading()).toBe('Sign In');
    await idle();
    expect(api.requests).toEqual([]);
  });

  it("a navigation starts the new screen's reads before it renders; what the frame loaded is not asked again", async () => {
    const { w, api } = land('/dashboard');
    await waitFor(() => expect(w.ui.getByText('Salary')).toBeTruthy());
    await idle();
    const before = api.requests.length;
    fireEvent.click(w.ui.getByRole('link', { name: /See all/ }));
    expect(calls(api.requests.slice(before)), 'sent in the click, before the statements render').toEqual(['getstatement']);
    expect(await w.heading()).toBe('Statements & Report');
    await idle();
    expect(calls(api.requests.slice(before))).toEqual(['getstatement']);
  });

  it.each(dashboardRoutes.map(([pattern]) => pattern))('%s: what its screen reads on landing is what the route table started, each once', async (pattern) => {
    const { w, api, atMount } = land(pattern);
    await w.heading();
    await idle();
    const all = calls(api.requests);
    expect(new Set(all).size, `nothing read twice: ${all.join(', ')}`).toBe(all.length);
    // A step with nothing to show (a transfer's confirm page on a reload) sends the customer on: that route's reads are its own.
    if (location.pathname === `${BASE}${pattern}`) expect(all).toEqual(atMount);
    else expect(all).toEqual(expect.arrayContaining(atMount));
  });
});

describe("a returning customer's first screen", () => {
  /** What the widget's container held the first time it held anything. */
  function firstRender(w: { shadow: ShadowRoot }) {
    const container = w.shadow.querySelector('.bank-container')!;
    return new Promise<{ text: string }>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        resolve({ text: container.textContent ?? '' });
      });
      observer.observe(container, { childList: true, subtree: true, characterData: true });
    });
  }

  it("waits for the route's answers, so that it first shows with the balance, never its loading state", async () => {
    const { w } = land('/dashboard');
    const first = await firstRender(w);
    expect(first.text).toContain('$5,000.00');
    expect(first.text).not.toContain('Loading your account');
    expect(first.text).toContain('Salary');
  });

  /**
   * The widget's timers on a clock of the test's own, so that what is asserted is the order of
   * events (before the limit, at it), not how long a busy machine took: `first` once the first
   * render came.
   */
  function onTestClock(w: { shadow: ShadowRoot }) {
    const seen: { first?: { text: string } } = {};
    void firstRender(w).then((first) => (seen.first = first));
    return seen;
  }

  it('waits no longer than the limit: a read that never answers shows its loading state, the others their data', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    storeSession();
    stubFetch((req) => (req.marker === 'getstatement2' ? new Promise<Response>(() => {}) : answer(req)));
    const seen = onTestClock(mountWidgetAt(`${BASE}/dashboard`));
    await vi.advanceTimersByTimeAsync(FIRST_SCREEN_WAIT_MS - 1);
    expect(seen.first, 'nothing shown before the limit while a read is out').toBeUndefined();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(seen.first, 'shown at the limit').toBeDefined());
    expect(seen.first!.text).toContain('$5,000.00');
    expect(seen.first!.text).toContain('Loading your transactions');
  });

  it('a read that fails shows its error, in the first screen when it failed within the limit', async () => {
    storeSession();
    stubFetch((req) => (req.marker === 'getprofile' ? json({ message: 'Account locked' }, { status: 403 }) : answer(req)));
    const w = mountWidgetAt(`${BASE}/dashboard`);
    const first = await firstRender(w);
    expect(first.text).toContain('We could not load your account');
    expect(first.text).toContain('Salary');
  });

  it('offline, it does not wait: the first screen says at once that it waits for the connection', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    storeSession();
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const seen = onTestClock(mountWidgetAt(`${BASE}/dashboard`));
    // Not one tick of the limit passes: only what was already due (promises, microtasks) runs.
    await vi.advanceTimersByTimeAsync(0);
    expect(seen.first, 'shown without waiting for the limit').toBeDefined();
    expect(seen.first!.text).toContain('Waiting for the connection to load your account');
  });

  it('a customer without a PIN is sent to create one before the home shows anything', async () => {
    storeSession();
    stubFetch((req) => (req.marker === 'pincheck' ? json({ haspin: false }) : answer(req)));
    const w = mountWidgetAt(`${BASE}/dashboard`);
    const first = await firstRender(w);
    expect(first.text).not.toContain('$5,000.00');
    expect(await w.heading()).toMatch(/PIN/);
    expect(w.ui.queryByText('$5,000.00')).toBeNull();
  });
});
