import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { Button } from '../../../src/ui/Button';
import { checkOnline, startOnlineWatch } from '../../../src/lib/online';

describe('Button', () => {
  it('busy: disabled, says "Please Wait", marked aria-busy, and a click does nothing', async () => {
    const onClick = vi.fn();
    render(
      <Button busy onClick={onClick}>
        Submit Deposit
      </Button>,
    );
    const button = screen.getByRole('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-disabled')).toBe('true');
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
    expect(button.hasAttribute('aria-disabled')).toBe(false);
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
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.type).toBe('submit');
    expect(button.className).toBe('button button--secondary wide');
  });

  it('disabled, it stays in the Tab order with its reason read, and neither a click nor Enter in its form submits', async () => {
    const onSubmit = vi.fn((e: { preventDefault(): void }) => e.preventDefault());
    render(
      <form onSubmit={onSubmit}>
        <input aria-label="Amount" />
        <p id="why">Insufficient balance</p>
        <Button type="submit" disabled aria-describedby="why">
          Confirm
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Confirm' }) as HTMLButtonElement;
    expect(button.hasAttribute('disabled')).toBe(false);
    expect(button.getAttribute('aria-describedby')).toBe('why');
    await userEvent.click(screen.getByRole('textbox', { name: 'Amount' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(button);
    await userEvent.click(button);
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount' }), '5{Enter}');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  describe('offline', () => {
    afterEach(() => {
      vi.restoreAllMocks();
      checkOnline();
    });
    const goOffline = () => {
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
      return startOnlineWatch();
    };

    it('a submit button is disabled with the reason beside it, as its description', () => {
      const stop = goOffline();
      render(<Button type="submit">Send</Button>);
      const button = screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement;
      expect(button.getAttribute('aria-disabled')).toBe('true');
      const reason = screen.getByText('Available when you are back online');
      expect(button.getAttribute('aria-describedby')).toBe(reason.id);
      stop();
    });

    it('a plain button stays as it is; one marked `sends` waits like a submit', () => {
      const stop = goOffline();
      render(
        <>
          <Button>Print</Button>
          <Button sends>Resend</Button>
        </>,
      );
      expect((screen.getByRole('button', { name: 'Print' }) as HTMLButtonElement).hasAttribute('aria-disabled')).toBe(false);
      expect((screen.getByRole('button', { name: 'Resend' }) as HTMLButtonElement).getAttribute('aria-disabled')).toBe('true');
      expect(screen.getAllByText('Available when you are back online')).toHaveLength(1);
      stop();
    });

    it('back online, the button is enabled and the reason goes', async () => {
      const stop = goOffline();
      render(<Button type="submit">Send</Button>);
      vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      await waitFor(() => expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).hasAttribute('aria-disabled')).toBe(false));
      expect(screen.queryByText('Available when you are back online')).toBeNull();
      stop();
    });
  });

  it('a submit says "Sending…" once, in a polite region there before it (a region added with its words is not read)', () => {
    const { rerender, container } = render(<Button type="submit">Send money</Button>);
    const region = container.querySelector('[aria-live="polite"]')!;
    expect(region.textContent).toBe('');
    rerender(
      <Button type="submit" busy busyLabel="Sending…">
        Send money
      </Button>,
    );
    expect(container.querySelector('[aria-live="polite"]')).toBe(region);
    expect(region.textContent).toBe('Sending…');
    // A plain button has no such region.
    expect(render(<Button>Copy</Button>).container.querySelector('[aria-live]')).toBeNull();
  });
});
