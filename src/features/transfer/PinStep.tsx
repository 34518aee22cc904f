import { useEffect, type ReactNode } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { useI18n } from '../../lib/useI18n';
import { isPin } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { PinField } from '../../ui/PinField';
import { useFormSubmit, type SubmitOutcome } from '../../ui/useFormSubmit';

export interface PinStepProps {
  label: string;
  hint: string;
  missing: string;
  intro?: ReactNode;
  /** Takes focus when it appears without a navigation (the code step after the PIN). */
  focus?: boolean;
  /** Resolves with the refusal to show, or nothing when the step is done. */
  onEnter: (digits: string) => Promise<SubmitOutcome>;
}

/**
 * Four masked boxes and a Send button. The digits live only in this form and are cleared
 * after every answer, so a refusal leaves empty boxes and nothing is kept.
 */
export function PinStep({ label, hint, missing, intro, focus, onEnter }: PinStepProps) {
  const form = useBankForm({ defaultValues: { pin: '' } });
  const { t } = useI18n();
  const onSubmit = useFormSubmit(form, async ({ pin }) => {
    form.setValue('pin', '');
    return onEnter(pin);
  });
  useEffect(() => {
    if (focus) form.setFocus('pin');
  }, [focus, form]);
  return (
    <form noValidate onSubmit={onSubmit} className="card">
      {intro}
      <ErrorSummary form={form} />
      <PinField form={form} name="pin" label={label} hint={hint} rules={{ validate: (v: string) => isPin(v) || missing }} />
      <Button type="submit" busy={form.formState.isSubmitting} busyLabel={t('transfer.pin.busy')}>
        {t('transfer.pin.submit')}
      </Button>
    </form>
  );
}
