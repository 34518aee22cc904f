/**
 * Session state (docs/spec-notes.md §3), one signal per stored key,
 * persisted under exactly those keys. Components read the signals; only the named
 * functions below change them, so every write also reaches localStorage.
 */
import { batch, computed, signal, type Signal } from '@preact/signals-react';
import { storage } from './storage';
import { pageListener } from './page-listener';

export const SESSION_KEYS = ['baUid', 'tempbaUid', 'account_verification', 'email', 'notverified', 'close', 'loggedOut', 'displayAmount'] as const;
export type SessionKey = (typeof SESSION_KEYS)[number];

const values = Object.fromEntries(SESSION_KEYS.map((k) => [k, signal(storage.get(k))])) as Record<SessionKey, Signal<string>>;

/** Read-only views for components. */
export const token = computed(() => values.baUid.value);
export const tempToken = computed(() => values.tempbaUid.value);
export const accountVerification = computed(() => values.account_verification.value);
export const sessionEmail = computed(() => values.email.value);
export const notVerified = computed(() => values.notverified.value === 'true');
export const sessionClose = computed(() => values.close.value);
export const loggedOut = computed(() => values.loggedOut.value === 'true');
export const balanceHidden = computed(() => values.displayAmount.value === 'false');
export const isSignedIn = computed(() => values.baUid.value !== '');
/** Signed out but mid-verification: only the verify and KYC pages are open. */
export const isVerifying = computed(() => !isSignedIn.value && values.tempbaUid.value !== '');

function write(key: SessionKey, value: string) {
  values[key].value = value;
  storage.set(key, value);
}

/** Full sign-in: the token is held, temporary state dropped. */
export function signIn(jwt: string, email = '') {
  batch(() => {
    write('baUid', jwt);
    write('tempbaUid', '');
    write('notverified', '');
    write('loggedOut', '');
    if (email) write('email', email);
  });
}

/** A login that still needs email verification or KYC: hold the temporary token only. */
export function holdTemporaryToken(jwt: string, info: { email?: string; notVerified?: boolean; verification?: string }) {
  batch(() => {
    write('baUid', '');
    write('tempbaUid', jwt);
    write('loggedOut', '');
    if (info.email !== undefined) write('email', info.email);
    write('notverified', info.notVerified ? 'true' : '');
    if (info.verification !== undefined) write('account_verification', info.verification);
  });
}

/** KYC was submitted: the temporary token has done its job. */
export function dropTemporaryToken(verification = 'Pending Verification') {
  batch(() => {
    write('tempbaUid', '');
    write('notverified', '');
    write('account_verification', verification);
  });
}

/** The stored token is removed but the page stays (auth/info notice). */
export function dropToken() {
  write('baUid', '');
}

/** Logout clears every stored value and sets the loggedOut flag (docs/spec-notes.md §4). */
export function signOut() {
  batch(() => {
    for (const key of SESSION_KEYS) write(key, '');
    write('loggedOut', 'true');
  });
}

export function clearLoggedOutFlag() {
  write('loggedOut', '');
}

export function setBalanceHidden(hidden: boolean) {
  write('displayAmount', hidden ? 'false' : 'true');
}

export function setClosed(value: string) {
  write('close', value);
}

/** Re-read every key from storage: on mount, and when another tab changed it. */
function restoreSession() {
  batch(() => {
    for (const key of SESSION_KEYS) values[key].value = storage.get(key);
  });
}

const onStorage = (event: StorageEvent) => {
  if (event.key === null || (SESSION_KEYS as readonly string[]).includes(event.key)) restoreSession();
};
const listening = pageListener(['storage'], onStorage);

/**
 * Follow other tabs (a logout there signs this tab out). Two widgets on a page share one listener
 * and the last unmount removes it.
 */
export function startSessionSync(): () => void {
  restoreSession();
  return listening();
}
