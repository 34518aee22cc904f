import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { Link, useLocation } from 'wouter';
import { newUser } from '../../api/auth';
import { useApi } from '../../lib/services';
import { paths } from '../../config/paths';
import { CheckboxField, PasswordField, TextField } from '../../ui/Field';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { PageHeading } from '../../ui/PageHeading';
import { Interstitial } from '../../ui/Interstitial';
import { REDIRECT_SECONDS } from '../../config/timings';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { confirmRules, emailRules, newPasswordRules, requiredText, termsRules, PASSWORD_HINT } from '../../lib/validation';

interface SignUpValues {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  password: string;
  confirm_password: string;
  terms: boolean;
}

export function SignUpScreen() {
  const api = useApi();
  const [, navigate] = useLocation();
  const [created, setCreated] = useState<{ email: string; message: string } | null>(null);
  const form = useBankForm<SignUpValues>({
    defaultValues: { first_name: '', last_name: '', username: '', email: '', password: '', confirm_password: '', terms: false },
  });
  const { register, formState, getValues } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = useFormSubmit(form, async (v) => {
    const email = v.email.trim();
    const result = await newUser(api, {
      first_name: v.first_name.trim(),
      last_name: v.last_name.trim(),
      username: v.username.trim(),
      email,
      password: v.password,
    });
    if (!result.ok) return result.message;
    setCreated({ email, message: result.data.message || 'Your account has been created. We sent a verification code to your email.' });
  });

  if (created) {
    const to = paths.auth.verify(created.email);
    return (
      <Interstitial
        title="Account created"
        tone="success"
        message={created.message}
        redirect={{ to, label: 'email verification', seconds: REDIRECT_SECONDS, go: () => navigate(to) }}
      />
    );
  }

  return (
    <section className="page">
      <PageHeading>Profile setup</PageHeading>
      <p className="page-lead">Create your account. It takes about two minutes.</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <div className="form-grid form-grid--2">
          <TextField label="First name" autoComplete="given-name" error={errors.first_name?.message} {...register('first_name', requiredText('your first name'))} />
          <TextField label="Last name" autoComplete="family-name" error={errors.last_name?.message} {...register('last_name', requiredText('your last name'))} />
        </div>
        <TextField label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} error={errors.username?.message} {...register('username', requiredText('a username'))} />
        <TextField label="Email" type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email', emailRules)} />
        <PasswordField label="Password" hint={PASSWORD_HINT} autoComplete="new-password" error={errors.password?.message} {...register('password', newPasswordRules)} />
        <PasswordField label="Confirm password" autoComplete="new-password" error={errors.confirm_password?.message} {...register('confirm_password', confirmRules(() => getValues('password')))} />
        <CheckboxField label="I am 18 or older and I accept the terms and conditions" error={errors.terms?.message} {...register('terms', termsRules)} />
        <Button type="submit" busy={isSubmitting} busyLabel="Creating your account…" className="button--block">
          Sign Up
        </Button>
      </form>
      <p>
        Already have an account? <Link href={paths.auth.signin}>Sign In</Link>
      </p>
    </section>
  );
}
