/**
 * The error summary at the top of a form (GOV.UK): "There is a problem", one link per field
 * in error that moves focus to the field, and the server's refusal. It takes focus after each
 * failed submit, and only then.
 */
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { ErrorSummary } from '../../../src/ui/ErrorSummary';
import { TextField } from '../../../src/ui/Field';
import { useBankForm } from '../../../src/ui/useBankForm';
import { useFormSubmit, type SubmitOutcome } from '../../../src/ui/useFormSubmit';
import { fail } from '../../../src/api/failure';
import { idle } from '../support/idle';

function Form({ refuse }: { refuse: SubmitOutcome }) {
  const form = useBankForm({ defaultValues: { email: '', amount: '' } });
  const onSubmit = useFormSubmit(form, async () => refuse);
  const { errors } = form.formState;
  return (
    <form noValidate onSubmit={onSubmit}>
      <ErrorSummary form={form} />
      <TextField label="Email" error={errors.email?.message} {...form.register('email', { required: 'Enter your email address' })} />
      <TextField label="Amount" error={errors.amount?.message} {...form.register('amount', { required: 'Enter an amount' })} />
      <button type="submit">Send</button>
    </form>
  );
}

describe('ErrorSummary', () => {
  it('shows nothing before a submit', () => {
    render(<Form refuse={null} />);
    expect(screen.queryByText('There is a problem')).toBeNull();
  });

  it('takes focus after a submit that failed validation and lists each field in error as a link that focuses the field', async () => {
    render(<Form refuse={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const link = await screen.findByRole('link', { name: 'Enter an amount' });
    expect(screen.getByText('There is a problem')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Enter your email address' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.className).toContain('error-summary'));
    act(() => link.click());
    expect(document.activeElement).toBe(screen.getByLabelText('Amount'));
  });

  it('moves focus once after a failed submit: to the summary, never first to the field in error', async () => {
    render(<Form refuse={null} />);
    const moves: string[] = [];
    const record = (event: FocusEvent) => moves.push((event.target as HTMLElement).className || (event.target as HTMLElement).tagName);
    document.addEventListener('focusin', record);
    try {
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      await waitFor(() => expect(document.activeElement?.className).toContain('error-summary'));
      await idle();
      expect(moves).toEqual(['error-summary']);
    } finally {
      document.removeEventListener('focusin', record);
    }
  });

  // Changed on purpose: the summary used to drop each link as its field was fixed, and a live
  // alert read the whole list again at each fix. It is now written at a submit and kept until the next.
  it('stays as written while fields are corrected (not read again), takes no focus then, and is written anew at the next submit', async () => {
    render(<Form refuse={null} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(document.activeElement?.className).toContain('error-summary'));
    const summary = document.querySelector('.error-summary')!;
    const written = summary.innerHTML;
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((records) => changes.push(...records));
    watch.observe(summary, { subtree: true, childList: true, characterData: true, attributes: true });
    const email = screen.getByLabelText('Email');
    act(() => email.focus());
    fireEvent.input(email, { target: { value: 'a@b.test' } });
    // The field's own error clears, silently, beside it.
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBeNull());
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '5' } });
    await idle();
    watch.disconnect();
    expect(changes).toEqual([]);
    expect(summary.innerHTML).toBe(written);
    expect(document.activeElement).toBe(email);
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Enter your email address' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Enter an amount' })).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.className).toContain('error-summary'));
  });

  it("shows the server's refusal and takes focus", async () => {
    render(<Form refuse="Email already exists" />);
    fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'a@b.test' } });
    fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('There is a problem');
    expect(alert.textContent).toContain('Email already exists');
    await waitFor(() => expect(document.activeElement?.className).toContain('error-summary'));
  });

  // A form that returns the failed call itself (a deposit, the KYC upload, the picture) reads as one that returns failureText's words.
  it("a failed call returned as it is: the bank's words marked with the bank's language; too many tries, the wait in minutes", async () => {
    const submitWith = async (refuse: SubmitOutcome) => {
      const view = render(<Form refuse={refuse} />);
      fireEvent.input(screen.getByLabelText('Email'), { target: { value: 'a@b.test' } });
      fireEvent.input(screen.getByLabelText('Amount'), { target: { value: '5' } });
      fireEvent.click(screen.getByRole('button', { name: 'Send' }));
      const alert = await screen.findByRole('alert');
      return { alert, view };
    };
    const refused = await submitWith(fail('rejected', 'Proof unreadable'));
    expect(refused.alert.querySelector('[lang="en"]')?.textContent).toBe('Proof unreadable');
    refused.view.unmount();
    const throttled = await submitWith({ ...fail('throttled'), wait: 120 });
    expect(throttled.alert.textContent).toContain('2 minutes');
  });
});
