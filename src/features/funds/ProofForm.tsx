import { useState, type ReactNode } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import type { Result } from '../../api/failure';
import type { MoneyCall } from '../../api/money-calls';
import type { ActionResponse, readPlanForm, TransferItem } from '../../api/schemas';
import type { Transport } from '../../api/transport';
import type { MessageId } from '../../lib/i18n';
import { useApi, useOptions, useRead } from '../../lib/services';
import { useI18n } from '../../lib/useI18n';
import { amountRules, parseAmount } from '../../lib/validation';
import { checkAgain, sendOnce, useOutcomeCheck } from '../../lib/money-call';
import { moneyCalls } from '../../session/unanswered';
import { Amount } from '../../ui/Amount';
import { OutcomePage, type OutcomeRows } from '../../ui/OutcomePage';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SelectField, TextField } from '../../ui/Field';
import { FileUpload } from '../../ui/FileUpload';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { OutcomeNotice, type OutcomeWords } from '../../ui/OutcomeNotice';
import { PageHeading } from '../../ui/PageHeading';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { CopyField } from './CopyField';
import { QrCode } from './QrCode';

/** What every proof-of-payment form loads (src/api/schemas.ts, readDepositForm): the methods and their addresses, plus the extra select's choices. */
export type DepositData = Pick<ReturnType<typeof readPlanForm>, 'methods' | 'addressOf' | 'currency'> & {
  choices?: string[];
  /** The deposits made through this form, when the bank lists them: what a lost answer is checked against. */
  transactions?: TransferItem[] | undefined;
};

interface ProofValues {
  type: string;
  /** As typed; leaving the field writes it with two decimals, the customer's language's way. */
  amount: string;
  purpose: string;
  plan: string;
  /** Only the field named by `file` is ever set (FileUpload keeps it empty until an image is chosen). */
  depositPic: File;
  fixedDepositPic: File;
}

/** The texts are message ids, translated here. */
export interface ProofFormProps<D extends DepositData> {
  title: MessageId;
  /** The page's own subtitle, under its heading. */
  lead: MessageId;
  /** The form's read: the route table starts the same one when the route is known. */
  load: (api: Transport) => Promise<Result<D>>;
  /** The call the form sends: its lost answers are kept, and looked up, under it. */
  kind: MoneyCall;
  /** The extra select, its options the answer's `choices` (its purposes or plans). */
  choice?: 'purpose' | 'plan';
  /** The proof's field name in the posted form. */
  file: 'depositPic' | 'fixedDepositPic';
  /** The call; it takes from the values the fields its action posts. */
  send(api: Transport, values: ProofValues): Promise<Result<ActionResponse>>;
  submit: MessageId;
  /** Shown above the form (the current plan). */
  intro?: ReactNode;
  /** Shown below it, from the same answer (crypto transactions). */
  after?: (data: D) => ReactNode;
}

/**
 * The one proof-of-payment form (crypto deposit, make payment, fixed deposit, upgrade): the
 * method, its address with Copy and a QR code, the amount, the proof, one submit at a time.
 */
export function ProofForm<D extends DepositData>(props: ProofFormProps<D>) {
  const { t } = useI18n();
  const { state, retry } = useRead(props.load);
  const [filed, setFiled] = useState<Filed | null>(null);
  if (filed) return <DepositReceipt {...filed} onDone={() => setFiled(null)} />;
  return (
    <section className="page funds">
      <PageHeading>{t(props.title)}</PageHeading>
      <p className="page-lead">{t(props.lead)}</p>
      {props.intro}
      <Loaded state={state} retry={retry} what={t('funds.proof.what')} empty={t('funds.proof.empty')} isEmpty={(d) => !d.methods.length}>
        {(data) => (
          <>
            <h2 className="section-title">{t('funds.proof.methods')}</h2>
            <ProofFields
              {...props}
              data={data}
              filed={(receipt) => {
                setFiled({ ...receipt, currency: data.currency, choice: props.choice });
                retry();
              }}
            />
            {props.after?.(data)}
          </>
        )}
      </Loaded>
    </section>
  );
}

const DEPOSIT_WORDS: OutcomeWords = {
  checking: 'funds.outcome.checking',
  unknown: 'funds.outcome.unknown',
  offline: 'funds.outcome.offline',
  unreadable: 'funds.outcome.unreadable',
  'no-list': 'funds.outcome.noList',
  notSent: 'funds.outcome.notSent',
};

/** What was filed, for its outcome page: the bank's words and reference when it answered, `confirmed` when its list showed it. */
interface Filed {
  amount: number;
  method: string | undefined;
  /** The plan or purpose it was filed with, on the forms that ask for one (`choice`). */
  detail?: string | undefined;
  choice?: 'purpose' | 'plan' | undefined;
  currency?: string;
  said?: string;
  reference?: string;
  at: Date;
  confirmed?: boolean;
}

/** A filed deposit's page: it stays until Done, which brings the empty form back. */
function DepositReceipt({ amount, method, detail, choice, currency, said, reference, at, confirmed, onDone }: Filed & { onDone(): void }) {
  const { t } = useI18n();
  const rows: OutcomeRows = [
    [t('transfer.field.amount'), <Amount value={amount} currency={currency} />],
    [t('funds.proof.type'), method],
  ];
  if (detail) rows.push([t(choice === 'plan' ? 'funds.proof.plan' : 'funds.proof.purpose'), detail]);
  if (reference) rows.push([t('transfer.receipt.reference'), reference]);
  return (
    <OutcomePage
      className="funds"
      heading={<PageHeading focus>{t('funds.receipt.title')}</PageHeading>}
      status={t(confirmed ? 'funds.outcome.sent' : 'funds.proof.pending')}
      said={said}
      rows={rows}
      at={at}
      next={t('funds.receipt.next')}
      onDone={onDone}
    />
  );
}

function ProofFields<D extends DepositData>({ data, choice, file, kind, send, submit, filed }: ProofFormProps<D> & { data: D; filed: (receipt: Filed) => void }) {
  const api = useApi();
  const { assetsUrl } = useOptions();
  const { t, number } = useI18n();
  const form = useBankForm<ProofValues>({ defaultValues: { type: data.methods[0] } });
  const { register, field, formState, watch, setValue } = form;
  const { isSubmitting } = formState;
  const type = watch('type');
  const address = data.addressOf[type] ?? '';

  // A deposit of this form out with no answer known (this form's, another widget's, one sent before a reload).
  const out = moneyCalls.value.find((c) => c.kind === kind && !c.sent);
  const finding = useOutcomeCheck(out, (call, found) => {
    // The plan or purpose it was filed with, as recorded (the form may show another since, or be fresh after a reload).
    if (found) filed({ amount: call.amount, method: call.method, detail: call.shown as string | undefined, at: new Date(call.at), confirmed: true });
  });

  const onSubmit = useFormSubmit(form, async (values) => {
    if (out) return;
    const amount = parseAmount(values.amount).toFixed(2);
    const at = Date.now();
    // Goes on, and settles the stored record, even if the widget is taken out of the page meanwhile.
    const detail = choice && values[choice];
    const result = await sendOnce({ kind, amount: Number(amount), method: values.type, at, before: data.transactions ?? null, shown: detail }, () =>
      send(api, { ...values, amount }),
    );
    // A lost answer: the record keeps the deposit out, and the form shows the check.
    if (result === 'lost') return;
    // A refusal stays: the bank's reason at the top of the form (or at the proof it names), the form as filled.
    if (!result.ok) return result;
    const { message, reference, extra } = result.data;
    filed({ amount: Number(amount), method: values.type, detail, said: message, reference: reference || extra, at: new Date(at) });
  });

  return (
    <div className="card">
      <h3 className="card-title">{t('funds.proof.title')}</h3>
      <p>{t('funds.proof.help')}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        {choice ? (
          <SelectField
            label={t(choice === 'plan' ? 'funds.proof.plan' : 'funds.proof.purpose')}
            options={data.choices ?? []}
            placeholder={t(choice === 'plan' ? 'funds.proof.choosePlan' : 'funds.proof.choosePurpose')}
            {...field(choice, { required: t(choice === 'plan' ? 'funds.proof.choosePlan' : 'funds.proof.choosePurpose') })}
          />
        ) : null}
        <SelectField label={t('funds.proof.type')} options={data.methods} {...register('type')} />
        <div className="funds-address">
          <CopyField label={t('funds.proof.address')} value={address} grouped />
          {address ? <QrCode text={address} name={t('funds.qr.name', { method: type })} files={assetsUrl} /> : null}
        </div>
        {address ? <Notice tone="warning">{t('funds.proof.warning', { method: type })}</Notice> : null}
        <TextField
          label={t('funds.proof.amount', { currency: data.currency })}
          inputMode="decimal"
          autoComplete="off"
          {...field('amount', {
            ...amountRules,
            onBlur: (e: { target: HTMLInputElement }) => {
              const n = parseAmount(e.target.value);
              if (n > 0) setValue('amount', number(n));
            },
          })}
        />
        <FileUpload form={form} name={file} label={t('funds.proof.file')} hint={t('funds.proof.fileHint')} />
        {/* While this form's own submit waits, its busy button says so. */}
        {isSubmitting ? null : <OutcomeNotice finding={finding} words={DEPOSIT_WORDS} onCheckAgain={() => checkAgain(out)} />}
        {out && !isSubmitting ? null : (
          <Button type="submit" busy={isSubmitting} busyLabel={t('funds.proof.busy')}>
            {t(submit)}
          </Button>
        )}
      </form>
    </div>
  );
}
