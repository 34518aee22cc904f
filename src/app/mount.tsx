/**
 * `mountBank(el, options)`: renders the widget into a Shadow DOM root on a child of `el`,
 * so the host page's CSS cannot reach it and its CSS cannot leak out. `unmount()` undoes
 * every part: render tree, requests, listeners, the child element. An element holds one widget:
 * mounting it again returns the widget it holds.
 */
import { createRoot } from 'react-dom/client';
import base from '../ui/styles/base.css?inline';
import layout from '../ui/styles/layout.css?inline';
import home from '../ui/styles/home.css?inline';
import transfer from '../ui/styles/transfer.css?inline';
import statements from '../ui/styles/statements.css?inline';
import profile from '../ui/styles/profile.css?inline';
import funds from '../ui/styles/funds.css?inline';

/** The design system first, then each area's own rules, which use its tokens only. */
const css = [base, layout, home, transfer, statements, profile, funds].join('\n');
import { App } from './App';
import { resolveOptions, type MountOptions } from './options';
import { ownTitle } from '../ui/page-title';
import { applyAppearance } from './appearance';
import { createServices } from './services';
import { startRouteReads } from './route-reads';
import { startSessionSync } from '../session/session';
import { startUnansweredWatch } from '../session/unanswered';
import { online, startOnlineWatch } from '../lib/online';
import { prepareFormats } from '../lib/i18n';
import { FIRST_SCREEN_WAIT_MS } from '../config/timings';
import { PLACEHOLDER_ATTRIBUTE } from '../config/page';
import { loadLanguage, wantedLocale } from './language';
import { widgetsOnPage } from './widgets-on-page';

export interface BankWidget {
  unmount(): void;
}

let sharedSheet: CSSStyleSheet | null = null;

/**
 * A constructed stylesheet is not subject to a page's CSP `style-src`; where the browser
 * lacks them (old engines, jsdom) a <style> element is the fallback.
 */
function applyStyles(shadow: ShadowRoot) {
  try {
    sharedSheet ??= new CSSStyleSheet();
    if (sharedSheet.cssRules.length === 0) sharedSheet.replaceSync(css);
    shadow.adoptedStyleSheets = [sharedSheet];
  } catch {
    const style = document.createElement('style');
    style.textContent = css;
    shadow.appendChild(style);
  }
}

/** On the element while it holds a widget: for the page's CSS and scripts (which widget is where). */
const MOUNTED = 'data-bank-mounted';
const HOST = 'data-bank-widget';

export function mountBank(el: Element, options: MountOptions): BankWidget {
  const held = widgetsOnPage().widgets.get(el);
  if (held) return held;
  const resolved = resolveOptions(el, options);
  // A copy of a mounted element (a page transition's snapshot of the page) has a host with no shadow root: nothing to keep.
  for (const stale of el.querySelectorAll(`:scope > [${HOST}]`)) if (!stale.shadowRoot) stale.remove();
  const host = document.createElement('div');
  host.setAttribute(HOST, '');
  el.appendChild(host);
  el.setAttribute(MOUNTED, '');
  const stopScheme = applyAppearance(host, el, resolved.appearance);
  const shadow = host.attachShadow({ mode: 'open' });
  applyStyles(shadow);
  const container = document.createElement('div');
  container.className = 'bank-container';
  shadow.appendChild(container);

  const stopSync = startSessionSync();
  const stopOnline = startOnlineWatch();
  const stopUnanswered = startUnansweredWatch();
  const services = createServices(resolved);
  // The route's reads leave now, beside the language file, not after the first screen has rendered.
  const reads = startRouteReads(services);
  const root = createRoot(container);
  let mounted = true;
  const timers: ReturnType<typeof setTimeout>[] = [];
  const hostLang = document.documentElement.lang;
  // The first screen waits for its language: no flash of English on a French page.
  const language = loadLanguage(resolved, hostLang);
  // A signed-in screen also waits, a little, for its route's answers, so that its first render and
  // paint already hold them, instead of placeholders, their layout and paint, then a second render.
  // A backend slower than FIRST_SCREEN_WAIT_MS gets the loading states; offline gets its notice at once.
  let answered: Promise<unknown> | undefined;
  if (reads.landing.length && online.peek()) {
    answered = new Promise((limit) => {
      timers.push(setTimeout(limit, FIRST_SCREEN_WAIT_MS));
      void Promise.all(reads.landing).then(limit);
    });
    // Meanwhile, once the requests and the language file are out, the formatters its first render writes with are made.
    timers.push(setTimeout(() => prepareFormats(wantedLocale(resolved, hostLang))));
  }
  void Promise.all([language, answered]).then(([i18n]) => {
    if (!mounted) return;
    host.lang = i18n.locale;
    i18n.bank = resolved.bankLanguage;
    ownTitle(resolved.pageTitle);
    host.dir = i18n.dir;
    root.render(<App services={services} i18n={i18n} />);
    // What the page showed until now ("Loading online banking…") gives way to the first screen,
    // not before: while the language loads, the customer still reads that the bank is coming.
    for (const placeholder of el.querySelectorAll(`:scope > [${PLACEHOLDER_ATTRIBUTE}]`)) placeholder.remove();
  });

  const widget = {
    unmount() {
      if (!mounted) return;
      mounted = false;
      timers.forEach(clearTimeout);
      reads.stop();
      root.unmount();
      services.dispose();
      stopSync();
      stopOnline();
      stopUnanswered();
      stopScheme();
      host.remove();
      widgetsOnPage().widgets.delete(el);
      el.removeAttribute(MOUNTED);
    },
  };
  widgetsOnPage().widgets.set(el, widget);
  return widget;
}
