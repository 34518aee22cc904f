import { useBankForm } from '../../ui/useBankForm';
import { useParams } from 'wouter';
import { resendConfirmCode, verifyUser } from '../../api/auth';
import { useApi } from '../../lib/services';
import { fromSegment } from '../../config/paths';
import { TextField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { useResend } from '../../lib/useResend';
import { useFormSubmit } from '../../ui/useFormSubmit';
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
  const form = useBankForm<VerifyValues>({ defaultValues: { ver_code: '' } });
  const { errors, isSubmitting } = form.formState;
  // Spec §8: a refused resend reads "Something went wrong"; a network failure says what happened.
  const resend = useResend(() => resendConfirmCode(api, { email }), (message, refused) => (refused ? 'Something went wrong' : message));

  const onSubmit = useFormSubmit(form, async ({ ver_code }) => {
    const result = await verifyUser(api, { email, ver_code: ver_code.replace(/\s+/g, '') });
    return result.ok ? outcome.apply(loginOutcome(result.data, email)) : result.message;
  });

  if (outcome.interstitial) return outcome.interstitial;
  return (
    <section className="page">
      <PageHeading>Verify your email</PageHeading>
          <p className="page-lead">
            We sent a verification code to <strong>{email}</strong>. Enter it below.
          </p>
          <form noValidate onSubmit={onSubmit}>
            <ErrorSummary form={form} />
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
              <Button variant="secondary" busy={resend.busy} busyLabel="Sending…" onClick={resend.resend}>
                Resend
              </Button>
            </div>
            <div>{resend.note ? <Notice tone={resend.note.ok ? 'success' : 'error'}>{resend.note.text}</Notice> : null}</div>
          </div>
          <LeaveVerification />
    </section>
  );
}
