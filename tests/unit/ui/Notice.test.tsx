import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { Notice } from '../../../src/ui/Notice';
import { FormProblem } from '../../../src/ui/FormProblem';

describe('Notice', () => {
  it('an error is an alert; other tones are status messages', () => {
    render(
      <>
        <Notice tone="error" title="There is a problem">
          Invalid Credentials
        </Notice>
        <Notice tone="warning">Payment Pending!</Notice>
        <Notice tone="success">Welcome Back</Notice>
        <Notice tone="info">Not Available in your region</Notice>
      </>,
    );
    expect(screen.getByRole('alert').textContent).toBe('There is a problemInvalid Credentials');
    expect(screen.getAllByRole('status').map((s) => s.textContent)).toEqual(['Payment Pending!', 'Welcome Back', 'Not Available in your region']);
  });
});

describe('FormProblem', () => {
  it("shows the server's refusal as an alert, and nothing when there is none", () => {
    const { rerender } = render(<FormProblem errors={{}} />);
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<FormProblem errors={{ root: { serverError: { type: 'server', message: 'Email already exists' } } }} />);
    expect(screen.getByRole('alert').textContent).toContain('Email already exists');
  });
});
