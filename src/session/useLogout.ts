import { useLocation } from 'wouter';
import { signOut } from './session';
import { paths } from '../config/paths';

/** Logout (spec §4): clear the stored values, set loggedOut, land on the auth index. */
export function useLogout() {
  const [, navigate] = useLocation();
  return () => {
    navigate(paths.auth.index, { replace: true });
    signOut();
  };
}
