import { vi } from 'vitest';

/**
 * The widget has done all it set in motion: every promise chain (a submit's handler, an answer,
 * the effects, which tests/unit/setup.ts runs as microtasks after each commit) and every
 * zero-delay timer queued behind them. A test that asserts something did not happen (no second
 * request, focus not moved, no redirect) waits for this, not for a guessed number of milliseconds.
 */
export async function idle(): Promise<void> {
  for (let round = 0; round < 3; round++) {
    // A fake clock puts a zero-delay timer set during a tick 1 ms later.
    if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(1);
    else await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
