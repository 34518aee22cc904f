/**
 * The location module a host page shares with the widget: it must not patch `history`, and it
 * listens to popstate only while a widget is subscribed.
 */
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/preact';
import { movesMade, navigate, usePathname, useSearch } from '../../../src/lib/browser-location';

function Where() {
  return (
    <p>
      path:{usePathname()} search:{useSearch()}
    </p>
  );
}

describe('browser-location', () => {
  it('importing wouter (with this module swapped in) leaves history.pushState/replaceState alone', async () => {
    await import('wouter');
    await import('../../../src/app/mount');
    expect(Object.prototype.hasOwnProperty.call(history, 'pushState')).toBe(false);
    expect(Object.prototype.hasOwnProperty.call(history, 'replaceState')).toBe(false);
    expect(history.pushState).toBe(History.prototype.pushState);
  });

  it('navigate pushes an entry and counts a move; replace counts a move without an entry', () => {
    history.replaceState(null, '', '/start');
    const before = history.length;
    const moves = movesMade();
    navigate('/wp-user/auth');
    expect(location.pathname).toBe('/wp-user/auth');
    expect(history.length).toBe(before + 1);
    expect(movesMade()).toBe(moves + 1);
    navigate('/wp-user/auth/signin', { replace: true });
    expect(location.pathname).toBe('/wp-user/auth/signin');
    expect(history.length).toBe(before + 1);
    // A redirect is a navigation too: focus goes to the new screen's heading after it.
    expect(movesMade()).toBe(moves + 2);
  });

  it('subscribers re-render on navigate and on back/forward (popstate)', () => {
    history.replaceState(null, '', '/a?x=1');
    render(<Where />);
    expect(screen.getByText('path:/a search:?x=1')).toBeTruthy();
    act(() => navigate('/b'));
    expect(screen.getByText('path:/b search:')).toBeTruthy();
    const moves = movesMade();
    act(() => {
      history.replaceState(null, '', '/c');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('path:/c search:')).toBeTruthy();
    expect(movesMade()).toBe(moves + 1);
  });

  it("the host page's own pushState does not notify (no patching)", () => {
    history.replaceState(null, '', '/a');
    render(<Where />);
    act(() => history.pushState(null, '', '/host-moved'));
    expect(screen.getByText('path:/a search:')).toBeTruthy();
  });

  it('a popstate listener exists only while something is subscribed', () => {
    const add = vi.spyOn(window, 'addEventListener');
    const remove = vi.spyOn(window, 'removeEventListener');
    const popstate = (spy: typeof add) => spy.mock.calls.filter(([type]) => type === 'popstate');
    const first = render(<Where />);
    const second = render(<Where />);
    expect(popstate(add)).toHaveLength(1);
    first.unmount();
    expect(popstate(remove)).toHaveLength(0);
    second.unmount();
    expect(popstate(remove)).toHaveLength(1);
    expect(popstate(remove)[0]![1]).toBe(popstate(add)[0]![1]);
  });
});
