import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useBankForm } from '../../ui/useBankForm';
import { pinRules } from '../../lib/validation';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { PinField } from '../../ui/PinField';
import { useFormSubmit, type SubmitOutcome } from '../../ui/useFormSubmit';
import { useI18n } from '../../lib/useI18n';

type PinForm = UseFormReturn<{ pin: string }>;

/** One step of PIN creation: the heading, the four boxes and Confirm. `required` is the whole "Enter …" message. */
export function PinStep({ title, step, label, required, send, children }: { title: string; step: string; label: string; required: string; send: (pin: string, form: PinForm) => Promise<SubmitOutcome>; children?: ReactNode }) {
  const { t } = useI18n();
  const form = useBankForm({ defaultValues: { pin: '' } });
  const onSubmit = useFormSubmit(form, ({ pin }) => send(pin, form));
  return (
    <section className="page">
      <PageHeading>{title}</PageHeading>
      <p className="page-lead">{step}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <PinField form={form} name="pin" label={label} rules={{ ...pinRules(), required }} />
        <Button type="submit" busy={form.formState.isSubmitting}>
          {t('pin.submit')}
        </Button>
      </form>
      {children}
    </section>
  );
}
