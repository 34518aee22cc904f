import { useEffect, useRef } from 'react';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { duplicateQuestion } from './draft';

/** Asked before the PIN step when the same amount went to the same account minutes ago. */
export function DuplicateQuestion({ minutes, onSend, onCancel }: { minutes: number; onSend: () => void; onCancel: () => void }) {
  const first = useRef<HTMLDivElement>(null);
  // The button that asked is gone; the question takes its place and focus.
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="stack duplicate" ref={first} tabIndex={-1}>
      <Notice tone="warning">{duplicateQuestion(minutes)}</Notice>
      <div className="row">
        <Button onClick={onSend}>Send again</Button>
        <Button variant="secondary" onClick={onCancel}>
          Don't send
        </Button>
      </div>
    </div>
  );
}
