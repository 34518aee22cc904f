import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/preact';
import { TimedRedirect } from '../../../src/ui/TimedRedirect';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('TimedRedirect', () => {
  it('announces where and when, and fires exactly once after its delay', () => {
    const onGo = vi.fn();
    render(<TimedRedirect to="/dashboard" label="the dashboard" seconds={5} onGo={onGo} />);
    expect(screen.getByRole('status').textContent).toBe('You will be taken to the dashboard in 5 seconds. Go now');
    act(() => {
      vi.advanceTimersByTime(4999);
    });
    expect(onGo).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onGo).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onGo).toHaveBeenCalledTimes(1);
  });

  it('every redirect can be stopped (WCAG 2.2.1): "Stay on this page" turns the time limit off and leaves "Continue"', () => {
    const onGo = vi.fn();
    render(<TimedRedirect to="/wp-user/auth/verify/a%40b.test" label="the verification page" seconds={5} onGo={onGo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onGo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).toBeNull();
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    expect(onGo).toHaveBeenCalledTimes(1);
  });

  it('does not fire after unmount', () => {
    const onGo = vi.fn();
    const { unmount } = render(<TimedRedirect to="/dashboard" label="the dashboard" seconds={3} onGo={onGo} />);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    unmount();
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(onGo).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('a re-render does not restart the wait, and the latest onGo is the one called', () => {
    const first = vi.fn();
    const second = vi.fn();
    const { rerender } = render(<TimedRedirect to="/x" label="x" seconds={5} onGo={first} />);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    rerender(<TimedRedirect to="/x" label="x" seconds={5} onGo={second} />);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('"Go now" goes at once, without following the link itself', () => {
    const onGo = vi.fn();
    render(<TimedRedirect to="/dashboard" label="the dashboard" seconds={5} onGo={onGo} />);
    const link = screen.getByRole('link', { name: 'Go now' });
    expect(link.getAttribute('href')).toBe('/dashboard');
    const before = location.pathname;
    fireEvent.click(link);
    expect(onGo).toHaveBeenCalledTimes(1);
    expect(location.pathname).toBe(before);
  });

  it('external: a plain link to the outside URL; "Go now" calls onGo', () => {
    const onGo = vi.fn();
    render(<TimedRedirect to="https://bank.test/admin/" label="the admin area" seconds={5} external onGo={onGo} />);
    const link = screen.getByRole('link', { name: 'Go now' });
    expect(link.getAttribute('href')).toBe('https://bank.test/admin/');
    fireEvent.click(link);
    expect(onGo).toHaveBeenCalledTimes(1);
  });
});

describe('TimedRedirect that the customer can stop', () => {
  // Changed on purpose: the sentence used to count down second by second, read out each time.
  it('says its sentence once, into a polite status that was there before it, and never counts down', async () => {
    const said: string[] = [];
    let filledInPlace = false;
    const watch = new MutationObserver((records) => {
      const region = document.querySelector('[role="status"]');
      // Words added inside a region already there, not a region added with its words.
      if (records.some((r) => r.target === region && r.addedNodes.length)) filledInPlace = true;
      const text = region?.textContent ?? '';
      if (text !== said.at(-1)) said.push(text);
    });
    watch.observe(document.body, { subtree: true, childList: true, characterData: true });
    render(<TimedRedirect to="/dashboard" label="the dashboard" seconds={3} onGo={vi.fn()} />);
    for (const ms of [1000, 1000, 900]) {
      act(() => {
        vi.advanceTimersByTime(ms);
      });
      await Promise.resolve();
    }
    watch.disconnect();
    expect(said.filter(Boolean)).toEqual(['You will be taken to the dashboard in 3 seconds. Go now']);
    // Empty first: a region added with its words already in it is not read by every screen reader.
    expect(filledInPlace).toBe(true);
  });

  it('starts keyboard users on the Stay button; pressing it stops the redirect for good and leaves a link to go', () => {
    const onGo = vi.fn();
    render(<TimedRedirect to="/dashboard" label="the dashboard" seconds={3} onGo={onGo} />);
    const stay = screen.getByRole('button', { name: 'Stay on this page' });
    expect(document.activeElement).toBe(stay);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(stay);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(onGo).not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Stay on this page' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Continue');
    // Focus does not fall to the page: it rests on the note, so a second Enter does not leave.
    expect(document.activeElement).toBe(screen.getByRole('status'));
    fireEvent.click(screen.getByRole('link', { name: 'Continue' }));
    expect(onGo).toHaveBeenCalledTimes(1);
  });
});
