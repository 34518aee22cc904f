import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/preact';
import { useTimeout } from '../../../src/lib/useTimeout';

function Probe({ fn, ms, when }: { fn: () => void; ms: number; when?: unknown }) {
  useTimeout(fn, ms, when);
  return null;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useTimeout', () => {
  it('waits only while `when` is truthy, and restarts when `when` changes', () => {
    const fn = vi.fn();
    const { rerender } = render(<Probe fn={fn} ms={5000} when={null} />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(fn).not.toHaveBeenCalled();
    rerender(<Probe fn={fn} ms={5000} when="Copied to clipboard" />);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    rerender(<Probe fn={fn} ms={5000} when="Marked as read" />);
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(fn).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('clearing `when` cancels the wait', () => {
    const fn = vi.fn();
    const { rerender } = render(<Probe fn={fn} ms={1000} when="msg" />);
    rerender(<Probe fn={fn} ms={1000} when="" />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(fn).not.toHaveBeenCalled();
  });
});
