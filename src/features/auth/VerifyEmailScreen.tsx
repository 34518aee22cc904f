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
import { useI18n } from '../../lib/useI18n';
import { BankText } from '../../ui/BankText';
import { OwnOrder } from '../../ui/OwnOrder';
import { failureText } from '../../lib/failure-text';

interface VerifyValues {
  ver_code: string;
}

export function VerifyEmailScreen() {
  const email = fromSegment(useParams<{ email?: string }>().email);
  const api = useApi();
  const { t } = useI18n();
  const outcome = useLoginOutcome();
  const form = useBankForm<VerifyValues>({ defaultValues: { ver_code: '' } });
  const { isSubmitting } = form.formState;
  // Spec §8: a refused resend reads "Something went wrong"; a network failure says what happened.
  const resend = useResend(
    () => resendConfirmCode(api, { email }),
    (message, refused) => (refused ? t('auth.verify.refused') : message),
  );

  const onSubmit = useFormSubmit(form, async ({ ver_code }) => {
    const result = await verifyUser(api, { email, ver_code: ver_code.replace(/\s+/g, '') });
    return result.ok ? outcome.apply(loginOutcome(result.data, email, t, 'auth.verify.done')) : failureText(result, t, 'auth.verify.wrong');
  });

  if (outcome.interstitial) return outcome.interstitial;
  // The address in bold inside the sentence: the message keeps {email}, the markup stays here.
  const [before, after] = t('auth.verify.lead').split('{email}');
  return (
    <section className="page">
      <PageHeading>{t('auth.verify.title')}</PageHeading>
      <p className="page-lead">
        {before}
        <strong>
          <OwnOrder>{email}</OwnOrder>
        </strong>
        {after}
      </p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <TextField
          label={t('auth.verify.code')}
          hint={t('auth.verify.hint')}
          className="field--code"
          inputMode="numeric"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          {...form.field('ver_code', {
            required: t('auth.verify.required'),
            validate: (v) => /^\d{4,8}$/.test(v.replace(/\s+/g, '')) || t('auth.verify.invalid'),
          })}
        />
        <Button type="submit" busy={isSubmitting} busyLabel={t('auth.verify.busy')} className="button--block">
          {t('auth.verify.submit')}
        </Button>
      </form>
      <div className="stack">
        <p className="muted">{t('auth.verify.notGot')}</p>
        <div>
          <Button sends variant="secondary" busy={resend.busy} busyLabel={t('auth.sending')} onClick={resend.resend}>
            {t('auth.verify.resend')}
          </Button>
        </div>
        <div>
          {resend.note ? (
            <Notice tone={resend.note.ok ? 'success' : 'error'}>
              <BankText text={resend.note.text} />
            </Notice>
          ) : null}
        </div>
      </div>
      <LeaveVerification />
    </section>
  );
}
