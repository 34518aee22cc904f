import { useEffect, useRef, useState } from 'react';
import { confirmMyPin, confirmTransferCode, newTransfer } from '../../api/dashboard';
import { outcomeUnknown } from '../../api/failure';
import { useApi, useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import type { ListedEntry } from '../../lib/outcome';
import { Notice } from '../../ui/Notice';
import { TakesFocus } from '../../ui/TakesFocus';
import type { CodePrompt } from '../../api/schemas';
import { CODE_REQUIRED } from './authorization';
import { useTransferDraft, type TransferDetails } from './draft';
import type { Quote } from './fee';
import { MissingDraft } from './MissingDraft';
import { PinForm } from '../../ui/PinForm';
import { balanceAfter, findOutcome, readTransfers } from './outcome-check';
import { OutcomeCheck } from './OutcomeCheck';
import { TransferReceipt } from './TransferReceipt';
import { FlowHeading } from './TransferSteps';
import { Authorised } from './Authorised';
import { failureText } from '../../lib/failure-text';

export function SendPinScreen() {
  const transfer = useTransferDraft();
  const done = transfer.receipt();
  const current = transfer.draft();
  if (done) return <TransferReceipt receipt={done} />;
  // A transfer whose answer was lost holds this step until its outcome is known: no PIN to enter.
  if (transfer.locked()) return <OutcomeCheck />;
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
  // The list of transfers as it stands before sending: what a lost answer is checked against.
  const before = useRef<Promise<ListedEntry[] | null> | null>(null);
  useEffect(() => {
    before.current = readTransfers(api);
  }, [api]);
  const notSent = transfer.check()?.state === 'not-sent';
  const refresh = () => {
    void profile.refresh();
    void recent.refresh();
  };

  /** `newtrs` with the draft's fields, the amount as a number, and the code (or nothing) in `extra`. Sent once: a lost answer is looked up, never sent again. */
  async function send(extra: string) {
    if (transfer.locked()) return null;
    const listed = (await before.current) ?? (await readTransfers(api));
    const at = new Date();
    const sent = await newTransfer(api, { ...details, amount, extra });
    if (!sent.ok && outcomeUnknown(sent)) {
      await findOutcome(api, transfer, { details, quote: shown, balance, at, before: listed }, refresh);
      return null;
    }
    if (!sent.ok) {
      // The bank may ask for a code only when the transfer itself is posted.
      if (sent.message === CODE_REQUIRED) setCode({ head: '', body: '' });
      return sent.message;
    }
    transfer.sent({ details, quote: shown, at, reference: sent.data.reference ?? '', message: sent.data.message, balanceAfter: balanceAfter(balance, amount) });
    refresh();
    return null;
  }

  // Both steps: the digits are never kept, not even after a refusal.
  const pinForm = { className: 'card', clear: true, submit: t('transfer.pin.submit'), busy: t('transfer.pin.busy') };
  return (
    <section className="page page--narrow transfer">
      <FlowHeading state={code ? 'code' : notSent ? 'not-sent' : 'pin'} />
      {/* What the PIN authorises, before a digit is typed. */}
      <Authorised details={details} quote={shown} />
      {notSent ? (
        <TakesFocus>
          <Notice tone="warning" title={t('transfer.outcome.notSent')}>
            {t('transfer.outcome.notSentNext')}
          </Notice>
        </TakesFocus>
      ) : null}
      {code ? (
        <PinForm
          key="code"
          focus
          {...pinForm}
          submit={t('transfer.code.submit')}
          label={t('transfer.code.label')}
          hint={t('transfer.code.hint')}
          required={t('transfer.code.missing')}
          invalid={t('transfer.code.missing')}
          intro={
            // A normal step: the bank's words once, as information.
            <Notice tone="info" title={code.head || t('transfer.code.title')}>
              {code.body || null}
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
