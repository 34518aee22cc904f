import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { isPin, pinRules } from '../lib/validation';
import { Button } from './Button';
import { ErrorSummary } from './ErrorSummary';
import { PinField } from './PinField';
import { useBankForm } from './useBankForm';
import { useFormSubmit, type SubmitOutcome } from './useFormSubmit';

type PinFormApi = UseFormReturn<{ pin: string }>;

export interface PinFormProps {
  label: string;
  hint?: string;
  /** What empty boxes say ("Enter your PIN"). */
  required: string;
  /** What boxes neither empty nor four digits say; the common message (pinRules) unless given. */
  invalid?: string;
  submit: string;
  busy?: string;
  intro?: ReactNode;
  className?: string;
  /** The digits leave the boxes as they are sent, so a refusal leaves nothing kept (a transfer's PIN and code). */
  clear?: boolean;
  /** False for a step that sends nothing (a new PIN's first entry): it works offline. */
  sends?: boolean;
  /** Resolves with the refusal to show at the top, or nothing when the step is done. */
  onEnter: (digits: string, form: PinFormApi) => Promise<SubmitOutcome>;
}

/** The one PIN form of the widget: four masked boxes, the error summary and the submit button. */
export function PinForm({ label, hint, required, invalid, submit, busy, intro, className, clear, sends, onEnter }: PinFormProps) {
  // Checked when submitted, not at each digit: a refusal stays as it was while the next PIN is typed.
  const form = useBankForm({ defaultValues: { pin: '' }, reValidateMode: 'onSubmit' });
  const onSubmit = useFormSubmit(form, async ({ pin }) => {
    if (clear) form.setValue('pin', '');
    return onEnter(pin, form);
  });
  return (
    <form noValidate onSubmit={onSubmit} className={className}>
      {intro}
      <ErrorSummary form={form} />
      <PinField form={form} name="pin" label={label} hint={hint} rules={invalid ? { required, validate: (value: string) => isPin(value) || invalid } : pinRules(required)} />
      <Button type="submit" sends={sends} busy={form.formState.isSubmitting} busyLabel={busy}>
        {submit}
      </Button>
    </form>
  );
}
