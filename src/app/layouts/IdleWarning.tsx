import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import { useI18n } from '../../lib/useI18n';

/**
 * The inactivity warning: a modal alert dialog (focus moves to its one button, the rest of
 * the page is inert), read out as it opens. Escape counts as staying: the customer is there.
 */
export function IdleWarning({ seconds, onStay }: { seconds: number; onStay: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { t } = useI18n();
  useLayoutEffect(() => {
    const el = dialog.current;
    el?.showModal();
    return () => el?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="dialog idle-warning"
      role="alertdialog"
      aria-labelledby="bank-idle-title"
      aria-describedby="bank-idle-text"
      onCancel={(event) => {
        event.preventDefault();
        onStay();
      }}
    >
      <h2 id="bank-idle-title">{t('common.idle.title')}</h2>
      <p id="bank-idle-text">{t('common.idle.countdown', { count: seconds })}</p>
      <Button onClick={onStay}>{t('common.idle.stay')}</Button>
    </dialog>
  );
}
