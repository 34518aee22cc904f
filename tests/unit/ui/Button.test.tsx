import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Button } from '../../../src/ui/Button';

describe('Button', () => {
  it('busy: disabled, says "Please Wait", marked aria-busy, and a click does nothing', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Submit Deposit
      </Button>,
    );
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toBe('Please Wait');
    expect(button.getAttribute('aria-busy')).toBe('true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('busy with a custom label', () => {
    render(
      <Button busy busyLabel="Signing in">
        Sign In
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Signing in' })).toBeTruthy();
  });

  it('idle: shows its label, is enabled, a plain button by default', () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Send</Button>);
    const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
    expect(button.disabled).toBe(false);
    expect(button.type).toBe('button');
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(button.className).toBe('button button--primary');
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('disabled stays disabled; type and variant pass through', () => {
    render(
      <Button type="submit" variant="secondary" disabled className="wide">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.type).toBe('submit');
    expect(button.className).toBe('button button--secondary wide');
  });
});
