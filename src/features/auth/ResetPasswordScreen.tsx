import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { Link, useLocation, useParams } from 'wouter';
import { resetPassword } from '../../api/auth';
import { useApi } from '../../lib/services';
import { fromSegment, paths } from '../../config/paths';
import { CheckboxField, PasswordField, TextField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { Interstitial } from '../../ui/Interstitial';
import { REDIRECT_SECONDS } from '../../config/timings';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { confirmRules, emailRules, newPasswordRules, termsRules, PASSWORD_HINT } from '../../lib/validation';

interface ResetValues {
  email: string;
  reset_code: string;
  new_password: string;
  confirm_password: string;
  terms: boolean;
}

/** auth/reset (code typed in) and auth/reset/r/{email}/{token} (from the emailed link). */
export function ResetPasswordScreen() {
  const raw = useParams<{ email?: string; token?: string }>();
  const params = { email: fromSegment(raw.email), token: fromSegment(raw.token) };
  const fromLink = Boolean(params.email && params.token);
  const api = useApi();
  const [, navigate] = useLocation();
  const [done, setDone] = useState<string | null>(null);
  const form = useBankForm<ResetValues>({
    defaultValues: { email: params.email, reset_code: params.token, new_password: '', confirm_password: '', terms: false },
  });
  const { register, formState, getValues } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = useFormSubmit(form, async (v) => {
    const result = await resetPassword(api, { email: v.email.trim(), reset_code: v.reset_code.trim(), new_password: v.new_password });
    if (!result.ok) return result.message;
    setDone(result.data.message || 'Your password has been changed. You can now sign in with it.');
  });

  if (done) {
    return (
      <Interstitial
        title="Password changed"
        tone="success"
        message={done}
        redirect={{ to: paths.auth.signin, label: 'Sign In', seconds: REDIRECT_SECONDS, go: () => navigate(paths.auth.signin) }}
      />
    );
  }

  return (
    <section className="page">
      <PageHeading>Create New Password</PageHeading>
      <p className="page-lead">{fromLink ? `Choose a new password for ${params.email}.` : 'Enter your email, the code from the reset email, and a new password.'}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        {fromLink ? null : (
          <>
            <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email', emailRules)} />
            <TextField label="Reset code" autoComplete="one-time-code" autoCapitalize="none" spellCheck={false} error={errors.reset_code?.message} {...register('reset_code', { required: 'Enter the code from the reset email' })} />
          </>
        )}
        <PasswordField label="New password" hint={PASSWORD_HINT} autoComplete="new-password" error={errors.new_password?.message} {...register('new_password', newPasswordRules)} />
        <PasswordField label="Confirm new password" autoComplete="new-password" error={errors.confirm_password?.message} {...register('confirm_password', confirmRules(() => getValues('new_password')))} />
        <CheckboxField label="I am 18 or older and I accept the terms and conditions" error={errors.terms?.message} {...register('terms', termsRules)} />
        <Button type="submit" busy={isSubmitting} busyLabel="Saving…" className="button--block">
          Reset Password
        </Button>
      </form>
      <p>
        <Link href={paths.auth.forgot}>Request a new link</Link> · <Link href={paths.auth.signin}>Back to Sign In</Link>
      </p>
    </section>
  );
}
