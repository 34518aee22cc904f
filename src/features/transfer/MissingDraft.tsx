import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { draft, explainMissingDraft } from './draft';

/**
 * A step opened with nothing to confirm (reload, bookmark, Back after sending): back to the
 * form, which says why. A draft not yet confirmed goes to the confirm page instead.
 */
export function MissingDraft() {
  const [, go] = useLocation();
  useEffect(() => {
    const unconfirmed = draft() !== null;
    if (!unconfirmed) explainMissingDraft();
    go(unconfirmed ? paths.dashboard.sendConfirm : paths.dashboard.send, { replace: true });
  }, [go]);
  return null;
}
