/** The one PIN field inside a react-hook-form form, as a customer types, pastes and corrects a PIN. */
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { PinField } from '../../../src/ui/PinField';
import { isPin } from '../../../src/lib/validation';

function PinForm({ onSubmit }: { onSubmit: (v: { pin: string }) => void }) {
  const form = useForm<{ pin: string }>({ defaultValues: { pin: '' } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <PinField form={form} name="pin" label="Transaction PIN" rules={{ validate: (v: string) => isPin(v) || 'Enter your 4-digit PIN' }} />
      <button type="submit">Continue</button>
    </form>
  );
}

function setup() {
  const onSubmit = vi.fn();
  render(<PinForm onSubmit={onSubmit} />);
  const user = userEvent.setup();
  const box = (n: number) => screen.getByLabelText(`Digit ${n} of 4`) as HTMLInputElement;
  const submit = () => user.click(screen.getByRole('button', { name: 'Continue' }));
  return { onSubmit, user, box, submit };
}

describe('PinField', () => {
  it('is one labelled group of four masked numeric boxes', () => {
    const { box } = setup();
    expect(screen.getByRole('group', { name: 'Transaction PIN' })).toBeTruthy();
    for (const n of [1, 2, 3, 4]) {
      expect(box(n).type).toBe('password');
      expect(box(n).inputMode).toBe('numeric');
    }
  });

  it('typing moves to the next box; the form receives the four digits as one value', async () => {
    const { user, box, submit, onSubmit } = setup();
    await user.click(box(1));
    await user.keyboard('1234');
    expect(document.activeElement).toBe(box(4));
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ pin: '1234' });
  });

  it('a letter is dropped; Backspace on an empty box goes back and clears the digit before', async () => {
    const { user, box } = setup();
    await user.click(box(1));
    await user.keyboard('1a2');
    expect([box(1).value, box(2).value, box(3).value]).toEqual(['1', '2', '']);
    await user.keyboard('{Backspace}');
    expect(document.activeElement).toBe(box(2));
    expect(box(2).value).toBe('');
  });

  it('pasting four digits fills every box', async () => {
    const { user, box, submit, onSubmit } = setup();
    await user.click(box(1));
    await user.paste('98 76');
    expect([1, 2, 3, 4].map((n) => box(n).value)).toEqual(['9', '8', '7', '6']);
    await submit();
    await waitFor(() => expect(onSubmit.mock.calls[0]![0]).toEqual({ pin: '9876' }));
  });

  it('a filled box can be corrected by clicking it and typing over it', async () => {
    const { user, box, submit, onSubmit } = setup();
    await user.click(box(1));
    await user.keyboard('1234');
    await user.click(box(2));
    await user.keyboard('9');
    expect(box(2).value).toBe('9');
    await submit();
    await waitFor(() => expect(onSubmit.mock.calls[0]![0]).toEqual({ pin: '1934' }));
  });

  it('an incomplete PIN is refused on submit with the message tied to the group, and focus goes to the first box', async () => {
    const { user, box, submit, onSubmit } = setup();
    await user.click(box(1));
    await user.keyboard('12');
    await user.tab();
    await submit();
    const message = await screen.findByText(/Enter your 4-digit PIN/);
    expect(onSubmit).not.toHaveBeenCalled();
    const group = screen.getByRole('group', { name: 'Transaction PIN' });
    expect(group.getAttribute('aria-describedby')?.split(' ')).toContain(message.closest('[id]')!.id);
    expect(document.activeElement).toBe(box(1));
    // Finishing the PIN clears the error as the customer types.
    await user.click(box(3));
    await user.keyboard('34');
    await waitFor(() => expect(screen.queryByText(/Enter your 4-digit PIN/)).toBeNull());
  });
});
