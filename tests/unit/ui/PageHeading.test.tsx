import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/preact';
import { PageHeading } from '../../../src/ui/PageHeading';
import { movesMade, navigate } from '../../../src/lib/browser-location';

describe('PageHeading', () => {
  // One file, one module state: the "no move yet" case must run first.
  it('on first load, focus stays where the host page left it', () => {
    expect(movesMade()).toBe(0);
    const outside = document.body.appendChild(document.createElement('button'));
    outside.focus();
    render(<PageHeading>Sign In</PageHeading>);
    expect(document.activeElement).toBe(outside);
    expect(screen.getByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
  });

  it('after the customer moved to another page, the new heading takes focus', () => {
    navigate('/wp-user/auth/signup');
    render(<PageHeading>Create your account</PageHeading>);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }));
  });

  it('one navigation moves focus once for the page: a heading mounted after it (another widget, a new mount) leaves it alone', () => {
    navigate('/wp-user/auth/forgot');
    render(<PageHeading>Reset your password</PageHeading>);
    const first = screen.getByRole('heading', { level: 1, name: 'Reset your password' });
    expect(document.activeElement).toBe(first);
    render(<PageHeading>Another widget</PageHeading>);
    expect(document.activeElement).toBe(first);
    // The next navigation moves it again.
    navigate('/wp-user/auth/signin');
    render(<PageHeading>Sign In again</PageHeading>);
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1, name: 'Sign In again' }));
  });
});
