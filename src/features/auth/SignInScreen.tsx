import { useBankForm } from '../../ui/useBankForm';
import { Link } from 'wouter';
import { userLogin } from '../../api/auth';
import { failureMessages } from '../../api/failure';
import { useApi } from '../../lib/services';
import { paths } from '../../config/paths';
import { emailRules } from '../../lib/validation';
import { CheckboxField, PasswordField, TextField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { loginOutcome } from './login-outcome';
import { useLoginOutcome } from './useLoginOutcome';

interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

export function SignInScreen() {
  const api = useApi();
  const outcome = useLoginOutcome();
  const form = useBankForm<SignInValues>({ defaultValues: { email: '', password: '', remember: false } });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = useFormSubmit(form, async (values) => {
    const email = values.email.trim();
    const result = await userLogin(api, { email, password: values.password });
    if (!result.ok) return result.message;
    const next = loginOutcome(result.data, email);
    // "Sign in to continue" answers a verified email, not a sign-in: here it is an answer we cannot use.
    return next.kind === 'signin' ? failureMessages.shape : outcome.apply(next);
  });

  if (outcome.interstitial) return outcome.interstitial;
  return (
    <section className="page">
      <PageHeading>Sign In</PageHeading>
      <p className="page-lead">Welcome back. Sign in to your account.</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email', emailRules)} />
        <PasswordField label="Password" autoComplete="current-password" error={errors.password?.message} {...register('password', { required: 'Enter your password' })} />
        <div className="row row--between">
          <CheckboxField label="Remember me" {...register('remember')} />
          <Link href={paths.auth.forgot}>Forgot Password?</Link>
        </div>
        <Button type="submit" busy={isSubmitting} busyLabel="Signing in…" className="button--block">
          Sign In
        </Button>
      </form>
      <p>
        New here? <Link href={paths.auth.signup}>Create an account</Link>
      </p>
    </section>
  );
}
