/** "Demo accounts": each seeded account with its password, what it shows, and a button that fills the widget's sign-in form. */
import { DEMO_ACCOUNTS, type DemoAccount } from './accounts.ts';
import { el } from './panel-dom.ts';
import { fillSignIn } from './widget-bridge.ts';

export interface AccountsSection {
  element: HTMLElement;
  /** Called after a fill, before focus moves to "Sign In" (the narrow layout closes its drawer). */
  onFilled(listener: () => void): void;
}

export function createAccountsSection(mount: HTMLElement): AccountsSection {
  const status = el('p', { class: 'demo-status', role: 'status' });
  const listeners: Array<() => void> = [];

  const item = (account: DemoAccount) => {
    const button = el(
      'button',
      { type: 'button', class: 'demo-button demo-button-secondary demo-account-fill' },
      'Fill in',
      el('span', { class: 'demo-visually-hidden' }, ` ${account.email}`),
    );
    button.addEventListener('click', async () => {
      if (button.getAttribute('aria-disabled') === 'true') return;
      button.setAttribute('aria-disabled', 'true');
      status.className = 'demo-status';
      status.textContent = 'Opening the sign-in form…';
      const result = await fillSignIn(mount, account.email, account.password);
      button.removeAttribute('aria-disabled');
      status.className = `demo-status ${result.ok ? 'demo-status-ok' : 'demo-status-error'}`;
      status.textContent = result.ok ? `${result.switched ? 'Signed the previous customer out. ' : ''}Filled in ${account.email}: press Sign In.` : result.message;
      if (!result.ok) return;
      listeners.forEach((listener) => listener());
      // After the widget's own focus handling for the navigation, so "Sign In" keeps the focus.
      requestAnimationFrame(() => result.submit.focus());
    });
    return el(
      'li',
      { class: 'demo-account' },
      el('p', { class: 'demo-account-email' }, account.email),
      el('div', { class: 'demo-account-row' }, el('p', { class: 'demo-account-password' }, 'Password ', el('code', {}, account.password)), button),
      el('p', { class: 'demo-account-shows' }, account.shows),
    );
  };

  const element = el(
    'section',
    { id: 'demo-accounts', class: 'demo-card demo-accounts demo-drawer', 'aria-labelledby': 'demo-accounts-heading' },
    el('h2', { id: 'demo-accounts-heading', tabindex: '-1' }, 'Demo accounts'),
    el('p', { class: 'demo-hint' }, '“Fill in” puts an account into the sign-in form, signing out whoever is signed in.'),
    el('ul', { class: 'demo-account-list' }, ...DEMO_ACCOUNTS.map(item)),
    status,
  );
  return { element, onFilled: (listener) => void listeners.push(listener) };
}
