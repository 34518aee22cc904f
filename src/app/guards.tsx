/**
 * Access rules of docs/spec-notes.md §2 and §6: without a token only the auth area; with one, the
 * dashboard area; mid-verification (temporary token) only the verify and KYC pages.
 */
import type { ReactNode } from 'react';
import { Redirect, useLocation } from 'wouter';
import { isSignedIn, isVerifying, notVerified, sessionEmail } from '../session/session';
import { isUnder, isVerificationPath, paths } from '../config/paths';
import { useShared } from '../lib/services';

/** Where a customer mid-verification belongs. */
export function verificationHome(): string {
  return notVerified.value && sessionEmail.value ? paths.auth.verify(sessionEmail.value) : paths.auth.verification;
}

export type Area = 'auth' | 'dashboard';

/** Where the guards send someone who may not see `path` of `area`, or null when they may. */
export function redirectFor(area: Area, path: string): string | null {
  if (isSignedIn.value) return area === 'auth' && !isUnder(path, paths.auth.info) ? paths.dashboard.index : null;
  if (isVerifying.value) return isVerificationPath(path) ? null : verificationHome();
  return area === 'auth' ? null : paths.auth.signin;
}

/** The landing for the base path itself. */
export function homeFor(): string {
  if (isSignedIn.value) return paths.dashboard.index;
  if (isVerifying.value) return verificationHome();
  return paths.auth.index;
}

export function Guard({ area, children }: { area: Area; children: ReactNode }) {
  const [path] = useLocation();
  const to = redirectFor(area, path);
  if (to && to !== path) return <Redirect to={to} replace />;
  return <>{children}</>;
}

/** A signed-in customer without a transaction PIN creates one before anything else (docs/spec-notes.md §4). */
export function PinRequired({ children }: { children: ReactNode }) {
  const [path] = useLocation();
  const pin = useShared('pin').state;
  const creating = path === paths.dashboard.pinCreation || path === paths.dashboard.pinConfirm;
  if (pin.status === 'ready' && !pin.data.hasPin && !creating) return <Redirect to={paths.dashboard.pinCreation} replace />;
  return <>{children}</>;
}
