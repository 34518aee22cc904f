import { useEffect } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { useBankForm } from '../../ui/useBankForm';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { countries } from '../../lib/countries';
import { useI18n } from '../../lib/useI18n';
import { useShared } from '../../lib/services';
import { requiredText } from '../../lib/validation';
import { balanceHidden } from '../../session/session';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { SelectField, TextField, type TextFieldProps } from '../../ui/Field';
import { Notice } from '../../ui/Notice';
import { Unconfirmed } from '../../ui/Unconfirmed';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { useTransferDraft, type TransferDetails } from './draft';
import { LABELS } from './labels';
import { RecentTransfers } from './RecentTransfers';
import { FlowHeading } from './TransferSteps';
import { amountWithin } from './fee';

const EMPTY: TransferDetails = { bank: '', swift: '', currency: 'USD', routing: '', country: '', act_no: '', act_hold_name: '', amount: '', note: '' };

type Name = keyof TransferDetails;
/** Rules (none: optional) and input attributes of each field, in the order the form shows them; messages and hints are message ids. */
const FIELDS: [Name, RegisterOptions<TransferDetails, Name>?, Partial<TextFieldProps>?][] = [
  ['act_hold_name', requiredText('transfer.send.holderRequired'), { autoComplete: 'off' }],
  // Codes read left to right in every language: a right-to-left field would show an IBAN's end first.
  ['act_no', requiredText('transfer.send.accountNoRequired'), { spellCheck: false, dir: 'ltr' }],
  ['bank', requiredText('transfer.send.bankRequired')],
  ['swift', undefined, { spellCheck: false, dir: 'ltr' }],
  ['routing', undefined, { inputMode: 'numeric', dir: 'ltr' }],
  ['currency', requiredText('transfer.send.currencyRequired')],
  // Its rules and hint come with the balance (below).
  ['amount', {}, { inputMode: 'decimal' }],
  ['note'],
];

export function SendScreen() {
  const [, go] = useLocation();
  const { t, locale, money } = useI18n();
  // The balance the frame has read (the profile): the amount is checked against it as it is typed.
  const balance = useShared('profile').state.data?.balance;
  const available = balance === undefined ? undefined : money(balance);
  const transfer = useTransferDraft();
  const form = useBankForm<TransferDetails>({ defaultValues: transfer.draft()?.details ?? EMPTY });
  const { isSubmitting } = form.formState;
  const notice = transfer.notice();

  // A "Change" link on the confirm page names the field to correct; it takes focus after the heading does.
  useEffect(() => {
    const name = new URLSearchParams(location.search).get('change');
    const id = setTimeout(() => name && name in EMPTY && form.setFocus(name as Name));
    return () => clearTimeout(id);
  }, [form]);

  const onSubmit = useFormSubmit(form, async (values) => {
    transfer.keepDetails(values);
    go(paths.dashboard.sendConfirm);
  });

  const textField = ([name, rules, props]: (typeof FIELDS)[number]) => (
    <TextField
      key={name}
      label={rules ? t(LABELS[name]) : t('transfer.field.optional', { label: t(LABELS[name]) })}
      {...props}
      {...(name === 'amount'
        ? {
            // Beside the amount, what it may be: the balance, unless the customer hid it.
            hint: available && !balanceHidden.value ? t('transfer.send.available', { amount: available }) : t('transfer.send.amountHint'),
            ...form.field(name, amountWithin(balance, t('transfer.send.over', { amount: available! }))),
          }
        : form.field(name, rules))}
    />
  );

  return (
    <section className="page transfer">
      <FlowHeading state="details" />
      {notice ? <Notice tone="info">{t(notice)}</Notice> : null}
      {/* Before any PIN: a transfer still out is named, and its check a link away. */}
      <Unconfirmed kinds={['newtrs']} />
      <form noValidate onSubmit={onSubmit} className="card">
        <ErrorSummary form={form} />
        <div className="form-grid form-grid--2">
          {FIELDS.slice(0, 5).map(textField)}
          <SelectField
            label={t(LABELS.country)}
            options={countries(locale)}
            placeholder={t('transfer.send.country')}
            {...form.field('country', { required: 'transfer.send.countryRequired' })}
          />
          {FIELDS.slice(5).map(textField)}
        </div>
        {/* Continue sends nothing (the review is the widget's own), so it works offline; the PIN step waits. */}
        <Button type="submit" sends={false} busy={isSubmitting}>
          {t('transfer.send.continue')}
        </Button>
      </form>
      <RecentTransfers />
    </section>
  );
}
