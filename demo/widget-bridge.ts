/**
 * What the demo page knows about the widget from outside: the session it keeps in localStorage
 * (docs/spec-notes.md §3 names the keys) and its sign-in form inside the open shadow root. The widget's code is
 * never imported, so the same page works around the built bundle.
 */
import { WIDGET_BASE } from './server/routes.ts';

/** Spec §3 "Session values in browser storage". */
const SESSION_KEYS = ['baUid', 'tempbaUid', 'account_verification', 'email', 'notverified', 'close', 'loggedOut', 'displayAmount'];
const SIGN_IN_PATH = `${WIDGET_BASE}/auth/signin`;
/** A sign-in screen with no form to fill (an admin's countdown) is left through a page that has no side effects. */
const DETOUR_PATH = `${WIDGET_BASE}/auth/forgot`;
const FORM_WAIT_MS = 3000;

function read(key: string): string {
  try {
    return localStorage.getItem(key) ?? '';
  } catch {
    return '';
  }
}

/** The widget holds a token (signed in or mid-verification), so the sign-in form is out of reach. */
const holdsSession = (): boolean => read('baUid') !== '' || read('tempbaUid') !== '';

/**
 * Signs the widget out as a logout in another tab would: docs/spec-notes.md §4 (clear the stored values, set
 * loggedOut) and the storage event the widget already follows. Same-page writes fire no storage
 * event, so one is dispatched here.
 */
function signOutWidget(): void {
  try {
    for (const key of SESSION_KEYS) localStorage.removeItem(key);
    localStorage.setItem('loggedOut', 'true');
  } catch {
    return;
  }
  window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
}

/** The widget reacts to popstate (back/forward); a pushState followed by one is a navigation it sees. */
function navigateWidget(path: string): void {
  history.pushState(null, '', path);
  window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
}

const shadowOf = (mount: HTMLElement): ShadowRoot | null => Array.from(mount.children).find((child) => child.shadowRoot)?.shadowRoot ?? null;

interface SignInForm {
  email: HTMLInputElement;
  password: HTMLInputElement;
  submit: HTMLButtonElement | null;
}

function findForm(mount: HTMLElement): SignInForm | null {
  const root = shadowOf(mount);
  const email = root?.querySelector<HTMLInputElement>('form input[name="email"]');
  const password = root?.querySelector<HTMLInputElement>('form input[name="password"]');
  if (!email || !password || location.pathname !== SIGN_IN_PATH) return null;
  return { email, password, submit: email.form?.querySelector<HTMLButtonElement>('button[type="submit"]') ?? null };
}

async function waitForForm(mount: HTMLElement, ms: number): Promise<SignInForm | null> {
  const deadline = Date.now() + ms;
  for (;;) {
    const form = findForm(mount);
    if (form || Date.now() > deadline) return form;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Sets a value the way typing does: through the element's own setter (so a React value tracker
 * would notice too) and with the events react-hook-form listens for.
 */
function type(input: HTMLInputElement, value: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
}

export type FillResult = { ok: true; switched: boolean; submit: HTMLElement } | { ok: false; message: string };

/**
 * Brings the widget to its sign-in form (signing out whoever holds a session first) and fills in
 * the account. Answers with the "Sign In" button for the caller to focus once the page lets it
 * (a drawer over the widget makes it inert).
 */
export async function fillSignIn(mount: HTMLElement, email: string, password: string): Promise<FillResult> {
  const switched = holdsSession();
  if (switched) signOutWidget();
  let form = findForm(mount);
  if (!form && location.pathname !== SIGN_IN_PATH) {
    navigateWidget(SIGN_IN_PATH);
    form = await waitForForm(mount, FORM_WAIT_MS);
  }
  if (!form) {
    // Still on the sign-in route but showing an outcome instead of the form: leave and come back.
    navigateWidget(DETOUR_PATH);
    await new Promise((resolve) => setTimeout(resolve, 100));
    navigateWidget(SIGN_IN_PATH);
    form = await waitForForm(mount, FORM_WAIT_MS);
  }
  if (!form) return { ok: false, message: 'The sign-in form did not appear. Sign out in the bank, then try again.' };
  type(form.email, email);
  type(form.password, password);
  return { ok: true, switched, submit: form.submit ?? form.password };
}

/** How long a submitted sign-in may take to be answered (the widget gives up after 20 s). */
const ATTEMPT_MS = 25_000;
/** Same-page localStorage writes fire no storage event, so the session is looked at this often (one read). */
const WATCH_MS = 400;

/**
 * Calls `onSignIn(email)` whenever a customer signs in in the widget, in this tab or another,
 * and once at the start for a session the page was loaded with. Two signals, because the
 * widget keeps `email` in localStorage for most outcomes but not all (an account under review
 * and an administrator get none): a change of the stored email, and a sign-in (or sign-up)
 * form whose submission made it leave the page, which the widget does only on success.
 */
export function watchSignIns(mount: HTMLElement, onSignIn: (email: string) => void): () => void {
  let stored = read('email');
  let attempt: { form: HTMLFormElement; email: string; until: number } | null = null;
  let root: ShadowRoot | null = null;

  const onSubmit = (event: Event) => {
    const form = event.target;
    if (!(form instanceof HTMLFormElement) || !form.querySelector('input[name="password"]')) return;
    const email = form.querySelector<HTMLInputElement>('input[name="email"]')?.value.trim();
    if (email) attempt = { form, email, until: Date.now() + ATTEMPT_MS };
  };
  const tick = () => {
    if (!root && (root = shadowOf(mount))) root.addEventListener('submit', onSubmit, true);
    const now = read('email');
    if (now && now !== stored) onSignIn(now);
    stored = now;
    if (attempt && !attempt.form.isConnected && Date.now() <= attempt.until) onSignIn(attempt.email);
    if (attempt && (!attempt.form.isConnected || Date.now() > attempt.until)) attempt = null;
  };
  const onStorage = (event: StorageEvent) => event.key === 'email' && tick();

  if (stored) onSignIn(stored);
  tick();
  const timer = setInterval(tick, WATCH_MS);
  window.addEventListener('storage', onStorage);
  return () => {
    clearInterval(timer);
    window.removeEventListener('storage', onStorage);
    root?.removeEventListener('submit', onSubmit, true);
  };
}
