import type { ReactNode } from 'react';
import type { MessageId } from '../lib/i18n';
import type { Finding } from '../lib/outcome';
import { useI18n } from '../lib/useI18n';
import { Button } from './Button';
import { Loading } from './Loading';
import { Notice } from './Notice';
import { TakesFocus } from './TakesFocus';

/** What a money call's outcome is called on its screen (a transfer, a deposit). */
/** Why it cannot tell yet is named as the finding is (offline, unreadable, no-list). */
export interface OutcomeWords {
  checking: MessageId;
  unknown: MessageId;
  offline: MessageId;
  unreadable: MessageId;
  'no-list'?: MessageId;
  /** Said after the reason, where the reason does not already say that nothing can be sent. */
  locked?: MessageId;
  notSent: MessageId;
  notSentNext?: MessageId;
}

/**
 * The one notice of a lost answer's outcome, used by the PIN step and the deposit forms: still
 * checking (nothing will be sent twice), cannot tell yet and why, or not sent. Not knowing is not
 * an error: it is said in the information style. `children` follow "cannot tell": where the
 * customer can look and whom to ask. Its finding comes from useOutcomeCheck (the page's check).
 */
export function OutcomeNotice({
  finding,
  words,
  onCheckAgain,
  headed,
  children,
}: {
  finding: Finding | null;
  words: OutcomeWords;
  onCheckAgain?: () => void;
  /** Its page's heading took focus as it appeared: the notice takes it on a change of finding only. */
  headed?: boolean;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  if (!finding || finding === 'sent') return null;
  return (
    <TakesFocus on={finding} later={headed}>
      {finding === 'checking' ? (
        <>
          <Loading>{t(words.checking)}</Loading>
          <p>{t('common.outcome.patience')}</p>
        </>
      ) : finding === 'not-sent' ? (
        <Notice tone="warning" title={t(words.notSent)}>
          {words.notSentNext ? t(words.notSentNext) : null}
        </Notice>
      ) : (
        <div className="stack">
          <Notice tone="info" title={t(words.unknown)}>
            {/* Why it cannot tell yet: words named as the findings are. */}
            {words[finding] ? <p>{t(words[finding])}</p> : null}
            {words.locked ? <p>{t(words.locked)}</p> : null}
          </Notice>
          {finding === 'no-list' || !onCheckAgain ? null : (
            <div className="row">
              <Button onClick={onCheckAgain}>{t('transfer.outcome.checkAgain')}</Button>
            </div>
          )}
          {children}
        </div>
      )}
    </TakesFocus>
  );
}
