import { useEffect } from 'react';
import type { RegisterOptions } from 'react-hook-form';
import { useBankForm } from '../../ui/useBankForm';
import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { countries } from '../../lib/countries';
import { amountRules, requiredText } from '../../lib/validation';
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
/** Rules (none: optional) and input attributes of each field, in the order the form shows them. */
const FIELDS: [Name, RegisterOptions<TransferDetails, Name>?, Partial<TextFieldProps>?][] = [
  ['act_hold_name', requiredText("the account holder's name"), { autoComplete: 'off' }],
  ['act_no', requiredText('the account number'), { spellCheck: false }],
  ['bank', requiredText('the bank name')],
  ['swift', undefined, { spellCheck: false }],
  ['routing', undefined, { inputMode: 'numeric' }],
  ['currency', requiredText('the currency')],
  ['amount', amountRules, { inputMode: 'decimal', hint: 'For example 250.00' }],
  ['note'],
];

export function SendScreen() {
  const [, go] = useLocation();
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

  const field = ([name, rules, props]: (typeof FIELDS)[number]) => (
    <TextField key={name} label={rules ? LABELS[name] : `${LABELS[name]} (optional)`} error={errors[name]?.message} {...props} {...form.register(name, rules)} />
  );

  return (
    <section className="page transfer">
      <PageHeading>Bank Transfer</PageHeading>
      <TransferSteps current="Details" />
      {notice ? <Notice tone="info">{notice}</Notice> : null}
      <form noValidate onSubmit={onSubmit} className="card">
        <ErrorSummary form={form} />
        <div className="form-grid form-grid--2">
          {FIELDS.slice(0, 5).map(field)}
          <SelectField label={LABELS.country} options={countries()} placeholder="Choose a country" error={errors.country?.message} {...form.register('country', { required: 'Choose the country of the bank' })} />
          {FIELDS.slice(5).map(field)}
        </div>
        <Button type="submit" busy={isSubmitting}>
          Continue
        </Button>
      </form>
      <RecentTransfers />
    </section>
  );
}
