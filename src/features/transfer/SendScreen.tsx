import { useEffect } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { useBankForm } from '../../ui/useBankForm';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { countries } from '../../lib/countries';
import type { MessageId } from '../../lib/i18n';
import { useI18n } from '../../lib/useI18n';
import { amountRules } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SelectField, TextField, type TextFieldProps } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { draft, draftNotice, keepDetails, type TransferDetails } from './draft';
import { LABELS } from './labels';
import { RecentTransfers } from './RecentTransfers';
import { TransferSteps } from './TransferSteps';

const EMPTY: TransferDetails = { bank: '', swift: '', currency: 'USD', routing: '', country: '', act_no: '', act_hold_name: '', amount: '', note: '' };

type Name = keyof TransferDetails;
/** What a required field says when left empty (or blank); 'amount' has its own rules; none: optional. */
type Need = MessageId | 'amount';
/** Each field with its requirement and input attributes, in the order the form shows them. */
const FIELDS: [Name, Need?, Partial<TextFieldProps>?][] = [
  ['act_hold_name', 'transfer.send.holderRequired', { autoComplete: 'off' }],
  ['act_no', 'transfer.send.accountNoRequired', { spellCheck: false }],
  ['bank', 'transfer.send.bankRequired'],
  ['swift', undefined, { spellCheck: false }],
  ['routing', undefined, { inputMode: 'numeric' }],
  ['currency', 'transfer.send.currencyRequired'],
  ['amount', 'amount', { inputMode: 'decimal' }],
  ['note'],
];

export function SendScreen() {
  const [, go] = useLocation();
  const { t } = useI18n();
  const form = useBankForm<TransferDetails>({ defaultValues: draft()?.details ?? EMPTY });
  const { errors, isSubmitting } = form.formState;
  const notice = draftNotice();

  // A "Change" link on the confirm page names the field to correct; it takes focus after the heading does.
  useEffect(() => {
    const name = new URLSearchParams(location.search).get('change');
    const id = setTimeout(() => name && name in EMPTY && form.setFocus(name as Name));
    return () => clearTimeout(id);
  }, [form]);

  const onSubmit = useFormSubmit(form, async (values) => {
    keepDetails(values);
    go(paths.dashboard.sendConfirm);
  });

  const rulesFor = (need?: Need): RegisterOptions<TransferDetails, Name> | undefined => {
    if (!need || need === 'amount') return need && amountRules;
    const message = t(need);
    return { required: message, validate: (v: string) => v.trim() !== '' || message };
  };
  const field = ([name, need, props]: (typeof FIELDS)[number]) => (
    <TextField
      key={name}
      label={need ? t(LABELS[name]) : t('transfer.field.optional', { label: t(LABELS[name]) })}
      hint={need === 'amount' ? t('transfer.send.amountHint') : undefined}
      error={errors[name]?.message}
      {...props}
      {...form.register(name, rulesFor(need))}
    />
  );

  return (
    <section className="page transfer">
      <PageHeading>{t('transfer.send.title')}</PageHeading>
      <TransferSteps current="Details" />
      {notice ? <Notice tone="info">{t(notice)}</Notice> : null}
      <form noValidate onSubmit={onSubmit} className="card">
        <ErrorSummary form={form} />
        <div className="form-grid form-grid--2">
          {FIELDS.slice(0, 5).map(field)}
          <SelectField label={t(LABELS.country)} options={countries()} placeholder={t('transfer.send.country')} error={errors.country?.message} {...form.register('country', { required: t('transfer.send.countryRequired') })} />
          {FIELDS.slice(5).map(field)}
        </div>
        <Button type="submit" busy={isSubmitting}>
          {t('transfer.send.continue')}
        </Button>
      </form>
      <RecentTransfers />
    </section>
  );
}
