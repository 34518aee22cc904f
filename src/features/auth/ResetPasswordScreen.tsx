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
import { useI18n } from '../../lib/useI18n';
import { bankSaid } from '../../lib/bank-words';

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
  const { t } = useI18n();
  const [done, setDone] = useState<string | null>(null);
  const form = useBankForm<ResetValues>({
    defaultValues: { email: params.email, reset_code: params.token, new_password: '', confirm_password: '', terms: false },
  });
  const { field, formState, getValues } = form;
  const { isSubmitting } = formState;

  const onSubmit = useFormSubmit(form, async (v) => {
    const result = await resetPassword(api, { email: v.email.trim(), reset_code: v.reset_code.trim(), new_password: v.new_password });
    if (!result.ok) return result;
    setDone(result.data.message ? bankSaid(result.data.message) : 'auth.reset.sent');
  });

  if (done) {
    return (
      <Interstitial
        title={t('auth.reset.done')}
        message={done}
        redirect={{ to: paths.auth.signin, label: t('auth.toSignIn'), seconds: REDIRECT_SECONDS, onGo: () => navigate(paths.auth.signin) }}
      />
    );
  }

  return (
    <section className="page">
      <PageHeading>{t('auth.reset.title')}</PageHeading>
      <p className="page-lead">{fromLink ? t('auth.reset.leadLink', { email: params.email }) : t('auth.reset.lead')}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        {fromLink ? null : (
          <>
            <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...field('email', emailRules)} />
            <TextField
              label={t('auth.reset.code')}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              {...field('reset_code', { required: t('auth.reset.codeRequired') })}
            />
          </>
        )}
        <PasswordField label={t('auth.reset.new')} hint={PASSWORD_HINT} autoComplete="new-password" {...field('new_password', newPasswordRules)} />
        <PasswordField
          label={t('auth.reset.confirm')}
          autoComplete="new-password"
          {...field(
            'confirm_password',
            confirmRules(() => getValues('new_password')),
          )}
        />
        <CheckboxField label={t('auth.terms')} {...field('terms', termsRules)} />
        <Button type="submit" busy={isSubmitting} busyLabel={t('auth.reset.busy')} className="button--block">
          {t('auth.reset.submit')}
        </Button>
      </form>
      <p>
        <Link href={paths.auth.forgot}>{t('auth.reset.again')}</Link> · <Link href={paths.auth.signin}>{t('auth.backToSignIn')}</Link>
      </p>
    </section>
  );
}
