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
import { useI18n } from '../../lib/useI18n';

interface SignInValues {
  email: string;
  password: string;
  remember: boolean;
}

export function SignInScreen() {
  const api = useApi();
  const { t } = useI18n();
  const outcome = useLoginOutcome();
  const form = useBankForm<SignInValues>({ defaultValues: { email: '', password: '', remember: false } });
  const { register, field, formState } = form;
  const { isSubmitting } = formState;

  const onSubmit = useFormSubmit(form, async (values) => {
    const email = values.email.trim();
    const result = await userLogin(api, { email, password: values.password, remember: values.remember });
    if (!result.ok) return result;
    const next = loginOutcome(result.data, email, t);
    // "Sign in to continue" answers a verified email, not a sign-in: here it is an answer we cannot use.
    return next.kind === 'signin' ? failureMessages.shape : outcome.apply(next);
  });

  if (outcome.interstitial) return outcome.interstitial;
  return (
    <section className="page">
      <PageHeading>{t('auth.signIn.title')}</PageHeading>
      <p className="page-lead">{t('auth.signIn.lead')}</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <TextField label={t('auth.email')} type="email" autoComplete="email" inputMode="email" {...field('email', emailRules)} />
        <PasswordField label={t('auth.password')} autoComplete="current-password" {...field('password', { required: t('auth.password.required') })} />
        <div className="row row--between">
          <CheckboxField label={t('auth.signIn.remember')} {...register('remember')} />
          <Link href={paths.auth.forgot}>{t('auth.signIn.forgot')}</Link>
        </div>
        <Button type="submit" busy={isSubmitting} busyLabel={t('auth.signIn.busy')} className="button--block">
          {t('auth.signIn.submit')}
        </Button>
      </form>
      <p>
        {t('auth.signIn.newHere')} <Link href={paths.auth.signup}>{t('auth.signIn.createAccount')}</Link>
      </p>
    </section>
  );
}
