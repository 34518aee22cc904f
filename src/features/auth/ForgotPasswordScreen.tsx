import { useState } from 'react';
import { useResend } from '../../lib/useResend';
import { useBankForm } from '../../ui/useBankForm';
import { Link } from 'wouter';
import { requestPasswordReset, resendForgotCode } from '../../api/auth';
import { useApi } from '../../lib/services';
import { paths } from '../../config/paths';
import { TextField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { emailRules } from '../../lib/validation';
import { useI18n } from '../../lib/useI18n';
import { bankSaid } from '../../lib/bank-words';
import { BankText } from '../../ui/BankText';
import { TakesFocus } from '../../ui/TakesFocus';

interface ForgotValues {
  email: string;
}

export function ForgotPasswordScreen() {
  const api = useApi();
  const { t } = useI18n();
  const form = useBankForm<ForgotValues>({ defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;
  const [sent, setSent] = useState<string | null>(null);
  const resend = useResend(() => resendForgotCode(api, { email: form.getValues('email').trim() }));

  const onSubmit = useFormSubmit(form, async ({ email }) => {
    if (sent) return; // sending again is the Resend button's job
    const result = await requestPasswordReset(api, { email: email.trim() });
    if (!result.ok) return result;
    setSent(result.data.message ? bankSaid(result.data.message) : 'auth.forgot.sent');
  });

  return (
    <section className="page">
      <PageHeading>{t('auth.forgot.title')}</PageHeading>
      <p className="page-lead">{t('auth.forgot.lead')}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        {sent ? (
          // The button that sent it is gone: focus goes to what happened, not to the page.
          <TakesFocus>
            <Notice tone="success">
              <BankText text={sent} />
            </Notice>
          </TakesFocus>
        ) : null}
        <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" readOnly={sent !== null} {...form.field('email', emailRules)} />
        {sent ? null : (
          <Button type="submit" busy={isSubmitting} busyLabel={t('auth.sending')} className="button--block">
            {t('auth.forgot.submit')}
          </Button>
        )}
      </form>
      {sent ? (
        <div className="stack">
          <p className="muted">{t('auth.forgot.notGot')}</p>
          <div>
            <Button sends variant="secondary" busy={resend.busy} busyLabel={t('auth.sending')} onClick={resend.resend}>
              {t('auth.forgot.resend')}
            </Button>
          </div>
          {resend.note ? (
            <Notice tone={resend.note.ok ? 'success' : 'error'}>
              <BankText text={resend.note.text} />
            </Notice>
          ) : null}
        </div>
      ) : (
        <p className="muted">{t('auth.forgot.spam')}</p>
      )}
      <p>
        <Link href={paths.auth.signin}>{t('auth.backToSignIn')}</Link>
      </p>
    </section>
  );
}
