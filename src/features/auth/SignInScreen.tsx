import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { userLogin } from '../../api/auth';
import { useApi } from '../../app/services';
import { paths } from '../../app/paths';
import { CheckboxField, PasswordField, TextField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { FormProblem } from '../../ui/FormProblem';
import { PageHeading } from '../../ui/PageHeading';
import { useGuardedSubmit } from '../../ui/useGuardedSubmit';
import { loginOutcome } from './login-outcome';
import { useLoginOutcome } from './useLoginOutcome';
import { emailRules } from './rules';

interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

export function SignInScreen() {
  const api = useApi();
  const outcome = useLoginOutcome();
  const form = useForm<SignInValues>({ defaultValues: { email: '', password: '', remember: false } });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = useGuardedSubmit(form, async (values) => {
    const result = await userLogin(api, { email: values.email.trim(), password: values.password });
    const problem = result.ok ? outcome.apply(loginOutcome(result.data, values.email.trim())) : result.message;
    if (problem) form.setError('root.serverError', { message: problem });
  });

  return (
    <section className="page">
      <p className="brand">Online Banking</p>
      <PageHeading>Sign In</PageHeading>
      {outcome.panel ?? (
        <>
          <p className="page-lead">Welcome back. Sign in to your account.</p>
          <form noValidate onSubmit={onSubmit}>
            <FormProblem errors={errors} />
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
        </>
      )}
    </section>
  );
}
