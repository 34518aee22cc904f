import { useLocation } from 'wouter';
import { signOut } from './session';
import { storage } from './storage';
import { IDLE_KEY } from './idle-tabs';
import { paths } from '../config/paths';

/**
 * Logout (docs/spec-notes.md §4): clear the stored values, set loggedOut, land on the auth index. The inactivity
 * clock shared between tabs starts again at the next sign-in.
 */
export function useLogout() {
  const [, navigate] = useLocation();
  return () => {
    storage.set(IDLE_KEY, '');
    // Signed out before the move: the reads a navigation starts must see no session.
    signOut();
    navigate(paths.auth.index, { replace: true });
  };
}
