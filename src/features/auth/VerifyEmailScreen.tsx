import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useParams } from 'wouter';
import { resendConfirmCode, verifyUser } from '../../api/auth';
import { useApi } from '../../app/services';
import { fromSegment } from '../../app/paths';
import { TextField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { FormProblem } from '../../ui/FormProblem';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { useTimeout } from '../../ui/useTimeout';
import { useGuardedSubmit } from '../../ui/useGuardedSubmit';
import { loginOutcome } from './login-outcome';
import { useLoginOutcome } from './useLoginOutcome';
import { LeaveVerification } from './LeaveVerification';

interface VerifyValues {
  ver_code: string;
}

export function VerifyEmailScreen() {
  const email = fromSegment(useParams<{ email?: string }>().email);
  const api = useApi();
  const outcome = useLoginOutcome();
  const form = useForm<VerifyValues>({ defaultValues: { ver_code: '' } });
  const { errors, isSubmitting } = form.formState;
  const [resend, setResend] = useState<{ busy: boolean; result: null | { ok: boolean; text: string } }>({ busy: false, result: null });
  useTimeout(() => setResend((r) => ({ ...r, result: null })), 5000, resend.result);

  const onSubmit = useGuardedSubmit(form, async ({ ver_code }) => {
    const result = await verifyUser(api, { email, ver_code: ver_code.replace(/\s+/g, '') });
    const problem = result.ok ? outcome.apply(loginOutcome(result.data, email)) : result.message;
    if (problem) form.setError('root.serverError', { message: problem });
  });

  async function onResend() {
    if (resend.busy) return;
    setResend({ busy: true, result: null });
    const result = await resendConfirmCode(api, { email });
    setResend({ busy: false, result: result.ok ? { ok: true, text: 'Code Sent' } : { ok: false, text: result.kind === 'rejected' ? 'Something went wrong' : result.message } });
  }

  return (
    <section className="page">
      <PageHeading>Verify your email</PageHeading>
      {outcome.panel ?? (
        <>
          <p className="page-lead">
            We sent a verification code to <strong>{email}</strong>. Enter it below.
          </p>
          <form noValidate onSubmit={onSubmit}>
            <FormProblem errors={errors} />
            <TextField
              label="Verification code"
              hint="The code from the email, for example 123456"
              className="field--code"
              inputMode="numeric"
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.ver_code?.message}
              {...form.register('ver_code', {
                required: 'Enter the verification code',
                validate: (v) => /^\d{4,8}$/.test(v.replace(/\s+/g, '')) || 'The code is the 4 to 8 digits from the email',
              })}
            />
            <Button type="submit" busy={isSubmitting} busyLabel="Verifying…" className="button--block">
              Verify
            </Button>
          </form>
          <div className="stack">
            <p className="muted">Didn't get the email? Check your spam folder, or ask for a new code.</p>
            <div>
              <Button variant="secondary" busy={resend.busy} busyLabel="Sending…" onClick={onResend}>
                Resend
              </Button>
            </div>
            <div>{resend.result ? <Notice tone={resend.result.ok ? 'success' : 'error'}>{resend.result.text}</Notice> : null}</div>
          </div>
          <LeaveVerification />
        </>
      )}
    </section>
  );
}
