import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { useTransferDraft } from './draft';

/**
 * A step opened with nothing to confirm (reload, bookmark, Back after sending): back to the
 * form, which says why. A draft not yet confirmed goes to the confirm page instead.
 */
export function MissingDraft() {
  const [, go] = useLocation();
  const transfer = useTransferDraft();
  useEffect(() => {
    const unconfirmed = transfer.draft() !== null;
    if (!unconfirmed) transfer.explainMissing();
    go(unconfirmed ? paths.dashboard.sendConfirm : paths.dashboard.send, { replace: true });
  }, [go, transfer]);
  return null;
}
