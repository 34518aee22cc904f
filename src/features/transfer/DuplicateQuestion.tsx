import { useI18n } from '../../lib/useI18n';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TakesFocus } from '../../ui/TakesFocus';
import { duplicateQuestion } from './draft';

/** Asked before the PIN step when the same amount went to the same account minutes ago, or is still not confirmed. The button that asked is gone: the question takes its place and focus. */
export function DuplicateQuestion({ minutes, unconfirmed, onSend, onCancel }: { minutes: number; unconfirmed: boolean; onSend: () => void; onCancel: () => void }) {
  const { t } = useI18n();
  return (
    <TakesFocus>
      <div className="stack">
        <Notice tone="warning">{duplicateQuestion(minutes, t, unconfirmed)}</Notice>
        <div className="row">
          <Button onClick={onSend}>{t('transfer.duplicate.send')}</Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('transfer.duplicate.cancel')}
          </Button>
        </div>
      </div>
    </TakesFocus>
  );
}
