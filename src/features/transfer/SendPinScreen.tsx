import { useEffect, useRef, useState } from 'react';
import { confirmMyPin, confirmTransferCode } from '../../api/dashboard';
import { useApi, useShared } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import type { ListedEntry } from '../../api/money-calls';
import { Notice } from '../../ui/Notice';
import { OutcomeNotice } from '../../ui/OutcomeNotice';
import type { CodePrompt } from '../../api/schemas';
import { CODE_REQUIRED } from './authorization';
import { useTransferDraft, type TransferDetails } from './draft';
import type { Quote } from './fee';
import { MissingDraft } from './MissingDraft';
import { PinForm } from '../../ui/PinForm';
import { readTransfers, sendTransfer } from './outcome-check';
import { OutcomeCheck, TRANSFER_WORDS } from './OutcomeCheck';
import { TransferReceipt } from './TransferReceipt';
import { FlowHeading } from './TransferSteps';
import { Authorised } from './Authorised';
import { failureText } from '../../lib/failure-text';
import { bankSaid, knownOutcome } from '../../lib/bank-words';
import { BankText } from '../../ui/BankText';

export function SendPinScreen() {
  const transfer = useTransferDraft();
  const done = transfer.receipt();
  const current = transfer.draft();
  if (done) return <TransferReceipt receipt={done} />;
  // A transfer out with no answer known holds this step until its outcome is known: no PIN to
  // enter. While this widget's own PIN form is sending, that form shows its progress.
  if (transfer.locked() && !transfer.sending()) return <OutcomeCheck />;
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
  // Left while sending: coming back, the step shows the check of the transfer on its way, not a PIN form.
  useEffect(() => () => transfer.setSending(false), [transfer]);
  const notSent = transfer.notSent();
  const refresh = () => {
    void profile.refresh();
    void recent.refresh();
  };

  /** `newtrs` with the draft's fields, the amount as a number, and the code (or nothing) in `extra`. Sent once: a lost answer is looked up, never sent again. */
  async function send(extra: string) {
    if (transfer.locked()) return null;
    const listed = (await before.current) ?? (await readTransfers(api));
    if (transfer.locked()) return null;
    transfer.setSending(true);
    // Goes on, and settles the stored record, even if the widget is taken out of the page meanwhile.
    const sent = await sendTransfer(api, { ...details, amount, extra }, { details, quote: shown, balance }, listed);
    transfer.setSending(false);
    // A lost answer: the record keeps the transfer out, and this step becomes the outcome check.
    if (sent === 'lost') return null;
    if (!sent.ok) {
      // The bank may ask for a code only when the transfer itself is posted.
      if (sent.message === CODE_REQUIRED) {
        setCode({ head: '', body: '' });
        return knownOutcome('transfer.code.title');
      }
      return sent;
    }
    transfer.sent(sent.receipt);
    refresh();
    return null;
  }

  // Both steps: the digits are never kept, not even after a refusal.
  const pinForm = { className: 'card', clear: true, submit: t('transfer.pin.submit'), busy: t('transfer.pin.busy') };
  return (
    <section className="page page--narrow transfer">
      {/* The code step is a step of its own: its heading takes focus as it appears, as every step's does. */}
      <FlowHeading key={code ? 'code' : 'pin'} focus={!!code} state={code ? 'code' : notSent ? 'not-sent' : 'pin'} />
      {/* What the PIN authorises, before a digit is typed. */}
      <Authorised details={details} quote={shown} />
      <OutcomeNotice finding={notSent ? 'not-sent' : null} words={TRANSFER_WORDS} />
      {code ? (
        <PinForm
          key="code"
          {...pinForm}
          submit={t('transfer.code.submit')}
          label={t('transfer.code.label')}
          hint={t('transfer.code.hint')}
          required={t('transfer.code.missing')}
          invalid={t('transfer.code.missing')}
          intro={
            // A normal step: the bank's words once, as information, marked with the bank's language.
            <Notice tone="info" title={<BankText text={knownOutcome('transfer.code.title', code.head)} />}>
              {code.body ? <BankText text={bankSaid(code.body)} /> : null}
            </Notice>
          }
          onEnter={async (digits) => {
            const checked = await confirmTransferCode(api, { pin: digits });
            return checked.ok ? send(digits) : failureText(checked, t, 'transfer.code.wrong');
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
            if (!checked.ok) return failureText(checked, t, 'transfer.pin.wrong');
            const prompt = checked.data.codePrompt;
            if (prompt) setCode(prompt);
            return prompt ? null : send('');
          }}
        />
      )}
    </section>
  );
}
