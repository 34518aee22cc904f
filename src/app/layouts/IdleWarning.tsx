import { useLayoutEffect, useRef } from 'react';
import { Button } from '../../ui/Button';

/**
 * The inactivity warning: a modal alert dialog (focus moves to its one button, the rest of
 * the page is inert), read out as it opens. Escape counts as staying: the customer is there.
 */
export function IdleWarning({ seconds, onStay }: { seconds: number; onStay: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
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
      <h2 id="bank-idle-title">Are you still there?</h2>
      <p id="bank-idle-text">
        You will be signed out in {seconds} second{seconds === 1 ? '' : 's'}
      </p>
      <Button onClick={onStay}>Stay signed in</Button>
    </dialog>
  );
}
