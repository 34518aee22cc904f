import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { Notice } from '../../../src/ui/Notice';

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
