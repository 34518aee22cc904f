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
import { confirmRules, emailRules, newPasswordRules, termsRules, PASSWORD_HINT } from '../../lib/validation';
import { useI18n } from '../../lib/useI18n';
import { requiredText } from '../../lib/validation';

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
  const { t } = useI18n();
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
    setCreated({ email, message: result.data.message || t('auth.signUp.sent') });
  });

  if (created) {
    const to = paths.auth.verify(created.email);
    return (
      <Interstitial
        title={t('auth.signUp.done')}
        tone="success"
        message={created.message}
        redirect={{ to, label: t('auth.signUp.to'), seconds: REDIRECT_SECONDS, go: () => navigate(to) }}
      />
    );
  }

  return (
    <section className="page">
      <PageHeading>{t('auth.signUp.title')}</PageHeading>
      <p className="page-lead">{t('auth.signUp.lead')}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <div className="form-grid form-grid--2">
          <TextField
            label={t('auth.signUp.first')}
            autoComplete="given-name"
            error={errors.first_name?.message}
            {...register('first_name', requiredText(t('auth.signUp.firstRequired')))}
          />
          <TextField
            label={t('auth.signUp.last')}
            autoComplete="family-name"
            error={errors.last_name?.message}
            {...register('last_name', requiredText(t('auth.signUp.lastRequired')))}
          />
        </div>
        <TextField
          label={t('auth.signUp.user')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.username?.message}
          {...register('username', requiredText(t('auth.signUp.userRequired')))}
        />
        <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" error={errors.email?.message} {...register('email', emailRules)} />
        <PasswordField label={t('auth.password')} hint={PASSWORD_HINT} autoComplete="new-password" error={errors.password?.message} {...register('password', newPasswordRules)} />
        <PasswordField
          label={t('auth.signUp.confirm')}
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register(
            'confirm_password',
            confirmRules(() => getValues('password')),
          )}
        />
        <CheckboxField label={t('auth.terms')} error={errors.terms?.message} {...register('terms', termsRules)} />
        <Button type="submit" busy={isSubmitting} busyLabel={t('auth.signUp.busy')} className="button--block">
          {t('auth.signUp.submit')}
        </Button>
      </form>
      <p>
        {t('auth.haveAccount')} <Link href={paths.auth.signin}>{t('auth.signInLink')}</Link>
      </p>
    </section>
  );
}
