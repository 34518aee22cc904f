/**
 * A screen that throws while rendering: the widget shows the fallback of docs/spec-notes.md §2 with the
 * error's message and a way back that fits the session, instead of going blank.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { RENDER_ERROR } from '../support/stub-screens';
import { mountWidgetAt, mountWidget, stubFetch, storeSession } from '../support/test-utils';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { options } from 'preact';

// The auth index and one dashboard screen throw; sign-in and the dashboard home are stubs with known headings.
vi.mock('../../../src/features/auth/AuthIndexScreen', async () => ({ AuthIndexScreen: (await import('../support/stub-screens')).Boom }));
vi.mock('../../../src/features/auth/SignInScreen', async () => ({ SignInScreen: (await import('../support/stub-screens')).titled('Stub sign in') }));
vi.mock('../../../src/features/statements/StatementsScreen', async () => ({ StatementsScreen: (await import('../support/stub-screens')).Boom }));
vi.mock('../../../src/features/home/HomeScreen', async () => ({ HomeScreen: (await import('../support/stub-screens')).titled('Stub dashboard') }));

const at = (path: string) => waitFor(() => expect(location.pathname).toBe(path));

/*
 * In development, preact/debug, as React does, also reports an error a boundary caught to the
 * page: it throws it again on a timer, after the boundary handled it. Here screens throw on
 * purpose, so those reports are taken instead (the timers preact/debug starts while it handles a
 * caught error), and each test's must be the errors its screens threw, nothing else.
 */
type CatchError = (error: unknown, ...rest: unknown[]) => void;
const hooks = options as unknown as { __e: CatchError };
let reported: unknown[] = [];
let debugCatch: CatchError;
beforeEach(() => {
  reported = [];
  debugCatch = hooks.__e;
  hooks.__e = (error, ...rest) => {
    const timer = globalThis.setTimeout;
    globalThis.setTimeout = ((_report: () => void) => {
      reported.push(error);
      return 0;
    }) as unknown as typeof setTimeout;
    try {
      debugCatch(error, ...rest);
    } finally {
      globalThis.setTimeout = timer;
    }
  };
});
afterEach(() => {
  hooks.__e = debugCatch;
  const thrown = [RENDER_ERROR, 'plain string failure', '', 'broken page'];
  expect(reported.length).toBeGreaterThan(0);
  expect(reported.map((error) => (error instanceof Error ? error.message : String(error))).filter((text) => !thrown.includes(text))).toEqual([]);
});

describe('a screen that throws while rendering', () => {
  it('signed out: the fallback shows the message and a link to sign in, which recovers', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch();
    const w = mountWidgetAt('/wp-user/auth');
    expect(await w.heading()).toBe('Unexpected Application Error!');
    expect(w.ui.getByText(RENDER_ERROR)).toBeTruthy();
    const back = w.ui.getByRole('link', { name: 'Go to sign in' });
    expect(back.getAttribute('href')).toBe('/wp-user/auth/signin');
    expect(consoleError.mock.calls.some((args) => String(args[0]).includes('[bank] a screen failed to render'))).toBe(true);
    fireEvent.click(back);
    await at('/wp-user/auth/signin');
    await waitFor(() => expect(w.shadow.querySelector('h1')?.textContent).toBe('Stub sign in'));
  });

  it('signed in: the fallback shows inside the dashboard frame and offers the dashboard, which recovers', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    storeSession();
    stubFetch();
    const w = mountWidgetAt('/wp-user/dashboard/statements');
    expect(await w.heading()).toBe('Unexpected Application Error!');
    expect(w.ui.getByText(RENDER_ERROR)).toBeTruthy();
    // The sidebar survives the failing screen.
    expect(w.ui.getByRole('navigation', { name: 'Main menu' })).toBeTruthy();
    const back = w.ui.getByRole('link', { name: 'Back to the dashboard' });
    expect(back.getAttribute('href')).toBe('/wp-user/dashboard');
    fireEvent.click(back);
    await at('/wp-user/dashboard');
    await waitFor(() => expect(w.shadow.querySelector('h1')?.textContent).toBe('Stub dashboard'));
  });

  it('the error stays inside the widget: the host page and a second widget are untouched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFetch();
    const hostContent = document.body.appendChild(document.createElement('p'));
    hostContent.textContent = 'Host page content';
    history.replaceState(null, '', '/wp-user/auth');
    const broken = mountWidget();
    const other = mountWidget({ basePath: '/other' });
    expect(await broken.heading()).toBe('Unexpected Application Error!');
    // The second widget is outside its own base here, so it shows its 404 fallback, not the thrown error.
    await other.heading();
    expect(other.ui.queryByText(RENDER_ERROR)).toBeNull();
    expect(document.body.contains(hostContent)).toBe(true);
  });
});

describe('ErrorBoundary on its own', () => {
  function Thrower({ what }: { what: unknown }): never {
    throw what;
  }

  it('a thrown non-Error value is shown as text', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary resetKey="/a">
        <Thrower what="plain string failure" />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Unexpected Application Error!');
    expect(screen.getByText('plain string failure')).toBeTruthy();
  });

  it('an Error without a message reads "Unknown error"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorBoundary resetKey="/a">
        <Thrower what={new Error('')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Unknown error')).toBeTruthy();
  });

  it('a new resetKey (navigation) gives the children a fresh start', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = render(
      <ErrorBoundary resetKey="/broken">
        <Thrower what={new Error('broken page')} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('broken page')).toBeTruthy();
    rerender(
      <ErrorBoundary resetKey="/fine">
        <p>Fine page</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('Fine page')).toBeTruthy();
    expect(screen.queryByText('Unexpected Application Error!')).toBeNull();
  });
});
