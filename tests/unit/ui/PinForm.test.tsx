/** The one PIN form: checked when submitted, not at each digit, so a refusal is not read again as the next PIN is typed. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { PinForm } from '../../../src/ui/PinForm';

describe('PinForm', () => {
  it('a PIN too short is refused at submit; typing the next digits changes neither the summary nor the field’s error until the next submit', async () => {
    const user = userEvent.setup();
    const onEnter = vi.fn(async (_digits: string) => null);
    render(<PinForm label="Transaction PIN" required="Enter your PIN" invalid="Enter the 4 digits of your PIN" submit="Send money" onEnter={onEnter} />);
    const boxes = screen.getAllByLabelText(/^Digit \d of 4$/);
    await user.click(boxes[0]!);
    await user.keyboard('12');
    await user.click(screen.getByRole('button', { name: 'Send money' }));
    const summary = await screen.findByRole('alert');
    const written = summary.innerHTML;
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => changes.push(...records));
    watch.observe(summary, { subtree: true, childList: true, characterData: true });
    await user.click(boxes[2]!);
    await user.keyboard('34');
    await new Promise((done) => setTimeout(done, 50));
    watch.disconnect();
    expect(changes).toEqual([]);
    expect(summary.innerHTML).toBe(written);
    expect(boxes[0]!.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Send money' }));
    await waitFor(() => expect(onEnter).toHaveBeenCalledTimes(1));
    expect(onEnter.mock.calls[0]![0]).toBe('1234');
  });
});
