/**
 * A route's reads leave when the widget mounts, before its first render, and when the route
 * changes, before the new screen renders: the frame's and the screen's at once, as the route
 * table declares them, each once, and none without a session.
 */
import { describe, expect, it } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/preact';
import { dashboardRoutes } from '../../../src/app/routes';
import { json, type CapturedRequest } from '../support/fetch-stub';
import { idle } from '../support/idle';
import { BASE, mountAt, stubFetch } from '../support/widget';

const PROFILE = { data: { fullname: 'Alex Morgan', account_no: '0123456789' }, tb: { current_balance: 5000 } };
const ROW = { name: 'Salary', date: '2026-11-02 09:00:00', amount: 1200, transaction_type: 'credit', status: 'successful' };
const answer = (req: CapturedRequest) => json(req.marker === 'getprofile' ? PROFILE : req.marker === 'pincheck' ? { haspin: true } : { data: [ROW] });

/** The dashboard calls sent, by name, sorted. */
const calls = (requests: CapturedRequest[]) => requests.map((r) => r.marker ?? r.crud).sort();
const FRAME = ['getnotifications', 'getprofile', 'pincheck'];

/** Mounts at `path` with a session; `atMount` is what had been sent when mountBank returned, before the first render. */
function land(path: string) {
  localStorage.setItem('baUid', 'jwt');
  const api = stubFetch(answer);
  const w = mountAt(`${BASE}${path}`);
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
    const w = mountAt(`${BASE}/dashboard`);
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
