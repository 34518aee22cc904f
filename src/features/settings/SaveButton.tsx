import { useId } from 'react';
import { Button } from '../../ui/Button';

/**
 * Save, disabled while `reason` says why: the reason is shown just above it and is the button's
 * description, so a screen reader hears why it is dimmed. It is a polite live region, so the
 * reason is also read out as it changes while the customer types. A reason about one field is
 * shown with that field instead (`shownAtField`): here it is then only heard.
 */
export function SaveButton({ reason, shownAtField = false, busy, children }: { reason: string | null; shownAtField?: boolean; busy: boolean; children: string }) {
  const id = useId();
  return (
    <div className="save-row">
      <p id={id} className={shownAtField ? 'visually-hidden' : 'field-hint'} aria-live="polite">
        {reason}
      </p>
      <Button type="submit" disabled={!!reason} busy={busy} aria-describedby={reason ? id : undefined}>
        {children}
      </Button>
    </div>
  );
}
