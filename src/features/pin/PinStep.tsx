import type { ReactNode } from 'react';
import { useI18n } from '../../lib/useI18n';
import { PageHeading } from '../../ui/PageHeading';
import { PinForm, type PinFormProps } from '../../ui/PinForm';

/** One step of PIN creation: the heading, the step's words, then the PIN form. `required` is the whole "Enter …" message. */
export function PinStep({
  title,
  step,
  label,
  required,
  send,
  sends,
  children,
}: {
  title: string;
  step: string;
  label: string;
  required: string;
  send: PinFormProps['onEnter'];
  sends?: boolean;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <section className="page">
      <PageHeading>{title}</PageHeading>
      <p className="page-lead">{step}</p>
      <PinForm label={label} required={required} submit={t('pin.submit')} sends={sends} onEnter={send} />
      {children}
    </section>
  );
}
