import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { requestPasswordReset, resendForgotCode } from '../../api/auth';
import { useApi } from '../../app/services';
import { paths } from '../../app/paths';
import { TextField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { FormProblem } from '../../ui/FormProblem';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { useGuardedSubmit } from '../../ui/useGuardedSubmit';
import { emailRules } from './rules';

interface ForgotValues {
  email: string;
}

export function ForgotPasswordScreen() {
  const api = useApi();
  const form = useForm<ForgotValues>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const [sent, setSent] = useState<string | null>(null);
  const [resend, setResend] = useState<{ busy: boolean; note: null | { ok: boolean; text: string } }>({ busy: false, note: null });

  const onSubmit = useGuardedSubmit(form, async ({ email }) => {
    if (sent) return; // sending again is the Resend button's job
    const result = await requestPasswordReset(api, { email: email.trim() });
    if (!result.ok) {
      form.setError('root.serverError', { message: result.message });
      return;
    }
    setSent(result.data.message || 'Check your Email for further instructions.');
  });

  async function onResend() {
    if (resend.busy) return;
    setResend({ busy: true, note: null });
    const result = await resendForgotCode(api, { email: form.getValues('email').trim() });
    setResend({ busy: false, note: result.ok ? { ok: true, text: 'Code Sent' } : { ok: false, text: result.message } });
  }

  return (
    <section className="page">
      <PageHeading>Forgot Password</PageHeading>
      <p className="page-lead">Enter the email address of your account and we will send you a link to reset your password.</p>
      <form noValidate onSubmit={onSubmit}>
        <FormProblem errors={errors} />
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
            <Button variant="secondary" busy={resend.busy} busyLabel="Sending…" onClick={onResend}>
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
