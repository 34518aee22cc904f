import { useEffect, useRef } from 'react';
import { useI18n } from '../../lib/useI18n';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { duplicateQuestion } from './draft';

/** Asked before the PIN step when the same amount went to the same account minutes ago. */
export function DuplicateQuestion({ minutes, onSend, onCancel }: { minutes: number; onSend: () => void; onCancel: () => void }) {
  const first = useRef<HTMLDivElement>(null);
  const { t } = useI18n();
  // The button that asked is gone; the question takes its place and focus.
  useEffect(() => first.current?.focus(), []);
  return (
    <div className="stack duplicate" ref={first} tabIndex={-1}>
      <Notice tone="warning">{duplicateQuestion(minutes, t)}</Notice>
      <div className="row">
        <Button onClick={onSend}>{t('transfer.duplicate.send')}</Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('transfer.duplicate.cancel')}
        </Button>
      </div>
    </div>
  );
}
