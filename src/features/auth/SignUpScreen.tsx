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
import { knownOutcome } from '../../lib/bank-words';

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
  const { field, formState, getValues } = form;
  const { isSubmitting } = formState;

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
    setCreated({ email, message: knownOutcome('auth.signUp.sent', result.data.message) });
  });

  if (created) {
    const to = paths.auth.verify(created.email);
    return (
      <Interstitial title={t('auth.signUp.done')} message={created.message} redirect={{ to, label: t('auth.signUp.to'), seconds: REDIRECT_SECONDS, onGo: () => navigate(to) }} />
    );
  }

  return (
    <section className="page">
      <PageHeading>{t('auth.signUp.title')}</PageHeading>
      <p className="page-lead">{t('auth.signUp.lead')}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <div className="form-grid form-grid--2">
          <TextField label={t('auth.signUp.first')} autoComplete="given-name" {...field('first_name', requiredText(t('auth.signUp.firstRequired')))} />
          <TextField label={t('auth.signUp.last')} autoComplete="family-name" {...field('last_name', requiredText(t('auth.signUp.lastRequired')))} />
        </div>
        <TextField
          label={t('auth.signUp.user')}
          autoComplete="username"
          dir="ltr"
          autoCapitalize="none"
          spellCheck={false}
          {...field('username', requiredText(t('auth.signUp.userRequired')))}
        />
        <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...field('email', emailRules)} />
        <PasswordField label={t('auth.password')} hint={PASSWORD_HINT} autoComplete="new-password" {...field('password', newPasswordRules)} />
        <PasswordField
          label={t('auth.signUp.confirm')}
          autoComplete="new-password"
          {...field(
            'confirm_password',
            confirmRules(() => getValues('password')),
          )}
        />
        <CheckboxField label={t('auth.terms')} {...field('terms', termsRules)} />
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
