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

interface ForgotValues {
  email: string;
}

export function ForgotPasswordScreen() {
  const api = useApi();
  const form = useBankForm<ForgotValues>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState<string | null>(null);
  const resend = useResend(() => resendForgotCode(api, { email: form.getValues('email').trim() }));

  const onSubmit = useFormSubmit(form, async ({ email }) => {
    if (sent) return; // sending again is the Resend button's job
    const result = await requestPasswordReset(api, { email: email.trim() });
    if (!result.ok) return result.message;
    setSent(result.data.message || 'Check your Email for further instructions.');
  });

  return (
    <section className="page">
      <PageHeading>Forgot Password</PageHeading>
      <p className="page-lead">Enter the email address of your account and we will send you a link to reset your password.</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        {sent ? <Notice tone="success">{sent}</Notice> : null}
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" readOnly={sent !== null} error={errors.email?.message} {...form.register('email', emailRules)} />
        {sent ? null : (
          <Button type="submit" busy={isSubmitting} busyLabel="Sending…" className="button--block">
            Send reset link
          </Button>
        )}
      </form>
      {sent ? (
        <div className="stack">
          <p className="muted">Didn't get the email? It can take a few minutes. Check your spam folder, or send the link again.</p>
          <div>
            <Button variant="secondary" busy={resend.busy} busyLabel="Sending…" onClick={resend.resend}>
              Resend link
            </Button>
          </div>
          {resend.note ? <Notice tone={resend.note.ok ? 'success' : 'error'}>{resend.note.text}</Notice> : null}
        </div>
      ) : (
        <p className="muted">If you don't receive the email within a few minutes, check your spam folder, then try again.</p>
      )}
      <p>
        <Link href={paths.auth.signin}>Back to Sign In</Link>
      </p>
    </section>
  );
}
