import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { Link, useLocation } from 'wouter';
import { getDocs, submitVerification } from '../../api/auth';
import { useApi, useRead } from '../../lib/services';
import { paths } from '../../config/paths';
import { accountVerification, dropTemporaryToken, tempToken } from '../../session/session';
import { countries } from '../../lib/countries';
import { SelectField, TextField } from '../../ui/Field';
import { FileUpload } from '../../ui/FileUpload';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { Interstitial } from '../../ui/Interstitial';
import { REDIRECT_SECONDS } from '../../config/timings';
import { useAlive } from '../../lib/useAlive';
import { useI18n } from '../../lib/useI18n';
import { LeaveVerification } from './LeaveVerification';
import { requiredText } from '../../lib/validation';
import { bankSaid } from '../../lib/bank-words';

/** The document type every bank accepts, as the backend names it (shown in the customer's language). */
const DRIVERS_LICENSE = "Driver's License";

interface KycValues {
  country: string;
  phone: string;
  home_address: string;
  pic: File | null;
  type: string;
  idcardFront: File | null;
  idcardBack: File | null;
}

/** "Submit Verification" (KYC) for a customer holding the temporary token. */
export function KycScreen() {
  const api = useApi();
  const [, navigate] = useLocation();
  const { t, say, locale } = useI18n();
  const token = tempToken.value;
  // Without the temporary token there is nothing to ask for: the screen offers sign-in instead.
  const { state: docs, retry } = useRead((api) => (token ? getDocs(api, { token }) : Promise.resolve({ ok: true as const, data: { docs: [] } })), token);
  const [done, setDone] = useState<string | null>(null);
  const alive = useAlive();
  const form = useBankForm<KycValues>({
    defaultValues: { country: '', phone: '', home_address: '', pic: null, type: DRIVERS_LICENSE, idcardFront: null, idcardBack: null },
  });
  const { field, formState } = form;
  const { isSubmitting } = formState;

  const onSubmit = useFormSubmit(form, async (v) => {
    const result = await submitVerification(api, {
      country: v.country,
      phone: v.phone.trim(),
      home_address: v.home_address.trim(),
      pic: v.pic as File,
      type: v.type,
      idcardFront: v.idcardFront as File,
      idcardBack: v.idcardBack as File,
      token,
    });
    if (!alive.current) return; // the customer signed out or left while it uploaded
    if (!result.ok) return result;
    setDone(result.data.message ? bankSaid(result.data.message) : 'auth.kyc.sent');
    dropTemporaryToken('Pending Verification');
  });

  if (done) {
    return (
      <Interstitial
        title={t('auth.kyc.done')}
        message={done}
        redirect={{ to: paths.auth.underReview, label: t('auth.kyc.to'), seconds: REDIRECT_SECONDS, onGo: () => navigate(paths.auth.underReview) }}
      />
    );
  }

  if (!token) {
    return (
      <section className="page">
        <PageHeading>{t('auth.kyc.title')}</PageHeading>
        <Notice tone="info">{t('auth.kyc.signInFirst')}</Notice>
        <p>
          <Link href={paths.auth.signin} className="button button--primary">
            {t('auth.signInLink')}
          </Link>
        </p>
      </section>
    );
  }

  const typeOptions = [
    { value: DRIVERS_LICENSE, label: t('auth.kyc.license') },
    ...(docs.status === 'ready' ? docs.data.docs.map((d) => d.doc_name).filter((n) => n && n !== DRIVERS_LICENSE) : []),
  ];
  const declined = /declined/i.test(accountVerification.value);

  return (
    <section className="page">
      <PageHeading>{t('auth.kyc.title')}</PageHeading>
      <p className="page-lead">{t('auth.kyc.lead')}</p>
      {declined ? <Notice tone="warning">{t('auth.kyc.declined')}</Notice> : null}
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <SelectField
          label={t('auth.kyc.country')}
          options={countries(locale)}
          placeholder={t('auth.kyc.countryPick')}
          autoComplete="country-name"
          {...field('country', { required: t('auth.kyc.countryPick') })}
        />
        <TextField
          label={t('auth.kyc.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('auth.kyc.phoneHint')}
          {...field('phone', { ...requiredText(t('auth.kyc.phoneRequired')), pattern: { value: /^\+?[\d\s().-]{6,20}$/, message: t('auth.kyc.phoneInvalid') } })}
        />
        <TextField label={t('auth.kyc.address')} autoComplete="street-address" dir="auto" {...field('home_address', requiredText(t('auth.kyc.addressRequired')))} />
        <FileUpload form={form} name="pic" label={t('auth.kyc.selfie')} hint={t('auth.kyc.selfieHint')} />
        <SelectField
          label={t('auth.kyc.type')}
          options={typeOptions}
          hint={docs.status === 'loading' ? t('auth.kyc.typesLoading') : undefined}
          {...field('type', { required: t('auth.kyc.typeRequired') })}
        />
        {docs.status === 'error' ? (
          <Notice tone="warning">
            {t('auth.kyc.typesFailed', { reason: say(docs.failure.message) })}{' '}
            <button type="button" className="button button--link" onClick={retry}>
              {t('auth.kyc.retry')}
            </button>
          </Notice>
        ) : null}
        <FileUpload form={form} name="idcardFront" label={t('auth.kyc.front')} />
        <FileUpload form={form} name="idcardBack" label={t('auth.kyc.back')} />
        <Button type="submit" busy={isSubmitting} busyLabel={t('auth.kyc.busy')} className="button--block">
          {t('auth.kyc.submit')}
        </Button>
      </form>
      <LeaveVerification />
    </section>
  );
}
