/** Mounts the widget into #bank and starts the view controls, the demo panel, the accounts and the layout around it; shared by both demo pages. */
import css from './page.css?inline';
import { createAccountsSection } from './accounts-section.ts';
import { startLayout } from './layout.ts';
import { startPanel } from './panel.ts';
import { startView } from './view.ts';
import { WIDGET_BASE } from './server/routes.ts';
import { watchSignIns } from './widget-bridge.ts';

export function bootDemoPage(): void {
  const bank = document.getElementById('bank');
  const panel = document.getElementById('demo-panel');
  const header = document.querySelector<HTMLElement>('.demo-intro');
  const main = document.querySelector<HTMLElement>('.demo-widget');
  if (!bank || !panel || !header || !main) throw new Error('The demo page needs #bank, #demo-panel, .demo-intro and .demo-widget.');
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
  // Before the widget mounts, so it starts at the chosen width on the chosen page.
  const view = startView(bank);
  bank.before(view.element);
  // The panel must work even when the widget cannot start, so a mount failure is shown, not thrown.
  try {
    if (typeof window.mountBank !== 'function') throw new Error('window.mountBank is missing: the widget bundle did not load.');
    // The language files are served beside the page (built: beside bank.js; `npm run demo`: made from src/i18n).
    const language = view.locale === 'en' ? {} : { locale: view.locale, translationsUrl: `${location.origin}/` };
    // The demo is the widget's own page: its title names each step.
    window.mountBank(bank, { basePath: WIDGET_BASE, apiBase: location.origin, pageTitle: 'Demo Bank', ...language });
  } catch (error) {
    const notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.textContent = `The bank widget could not start. ${error instanceof Error ? error.message : String(error)}`;
    bank.append(notice);
  }
  const accounts = createAccountsSection(bank);
  main.before(accounts.element);
  const layout = startLayout({ header, main, accounts: accounts.element, panel });
  accounts.onFilled(() => layout.close(null));
  const tools = startPanel(panel, { onMail: (mailbox) => layout.noteMail(mailbox) });
  watchSignIns(bank, (email) => tools.follow(email));
}
