import { useState } from 'react';
import { confirmMyPin, confirmTransferCode, newTransfer } from '../../api/dashboard';
import { useApi, useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import type { CodePrompt } from '../../api/schemas';
import { CODE_REQUIRED } from './authorization';
import { useTransferDraft, type TransferDetails } from './draft';
import type { Quote } from './fee';
import { MissingDraft } from './MissingDraft';
import { PinForm } from '../../ui/PinForm';
import { TransferReceipt } from './TransferReceipt';
import { TransferSteps } from './TransferSteps';
import { failureText } from '../../lib/failure-text';

export function SendPinScreen() {
  const transfer = useTransferDraft();
  const done = transfer.receipt();
  const current = transfer.draft();
  if (done) return <TransferReceipt receipt={done} />;
  return current?.reviewed ? <Authorize details={current.details} shown={current.reviewed} balance={current.balance} /> : <MissingDraft />;
}

function Authorize({ details, shown, balance }: { details: TransferDetails; shown: Quote; balance: number | null }) {
  const api = useApi();
  const profile = useShared('profile');
  const recent = useShared('recent');
  const transfer = useTransferDraft();
  const [code, setCode] = useState<CodePrompt | null>(null);
  const { t } = useI18n();
  const { amount } = shown;

  /** `newtrs` with the draft's fields, the amount as a number, and the code (or nothing) in `extra`. */
  async function send(extra: string) {
    const sent = await newTransfer(api, { ...details, amount, extra });
    if (!sent.ok) {
      // The bank may ask for a code only when the transfer itself is posted.
      if (sent.message === CODE_REQUIRED) setCode({ head: '', body: '' });
      return sent.message;
    }
    // Worked in whole cents, as the fee is (fee.ts).
    const balanceAfter = balance === null ? null : (Math.round(balance * 100) - Math.round(amount * 100)) / 100;
    transfer.sent({ details, quote: shown, at: new Date(), reference: sent.data.reference ?? '', balanceAfter });
    void profile.refresh();
    void recent.refresh();
    return null;
  }

  // Both steps: the digits are never kept, not even after a refusal.
  const pinForm = { className: 'card', clear: true, submit: t('transfer.pin.submit'), busy: t('transfer.pin.busy') };
  return (
    <section className="page page--narrow transfer">
      <PageHeading>{t('transfer.pin.title')}</PageHeading>
      <TransferSteps current="PIN" />
      {code ? (
        <PinForm
          key="code"
          focus
          {...pinForm}
          label={t('transfer.code.label')}
          hint={t('transfer.code.hint')}
          required={t('transfer.code.missing')}
          invalid={t('transfer.code.missing')}
          intro={
            <Notice tone="warning" title={t('transfer.code.title')}>
              {code.head ? <strong>{code.head}</strong> : null}
              {code.body ? <p>{code.body}</p> : null}
            </Notice>
          }
          onEnter={async (digits) => {
            const checked = await confirmTransferCode(api, { pin: digits });
            return checked.ok ? send(digits) : failureText(checked, t);
          }}
        />
      ) : (
        <PinForm
          key="pin"
          {...pinForm}
          label={t('transfer.pin.label')}
          hint={t('transfer.pin.hint')}
          required={t('transfer.pin.missing')}
          invalid={t('transfer.pin.missing')}
          onEnter={async (digits) => {
            const checked = await confirmMyPin(api, { pin: digits });
            if (!checked.ok) return failureText(checked, t);
            const prompt = checked.data.codePrompt;
            if (prompt) setCode(prompt);
            return prompt ? null : send('');
          }}
        />
      )}
    </section>
  );
}
