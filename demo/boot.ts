/** Mounts the widget into #bank and starts the demo panel beside it; shared by both demo pages. */
import { startPanel } from './panel.ts';
import { WIDGET_BASE } from './server/routes.ts';

export function bootDemoPage(): void {
  const bank = document.getElementById('bank');
  const panel = document.getElementById('demo-panel');
  if (!bank || !panel) throw new Error('The demo page needs #bank and #demo-panel.');
  // The panel must work even when the widget cannot start, so a mount failure is shown, not thrown.
  try {
    if (typeof window.mountBank !== 'function') throw new Error('window.mountBank is missing: the widget bundle did not load.');
    window.mountBank(bank, { basePath: WIDGET_BASE, apiBase: location.origin });
  } catch (error) {
    const notice = document.createElement('p');
    notice.setAttribute('role', 'alert');
    notice.textContent = `The bank widget could not start. ${error instanceof Error ? error.message : String(error)}`;
    bank.append(notice);
  }
  startPanel(panel);
}
