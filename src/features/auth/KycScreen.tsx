import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { Link, useLocation } from 'wouter';
import { getDocs, submitVerification } from '../../api/auth';
import { useApi } from '../../lib/services';
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
import { useLoader } from '../../lib/useLoader';
import { REDIRECT_SECONDS } from '../../config/timings';
import { useAlive } from '../../lib/useAlive';
import { requiredText } from '../../lib/validation';
import { LeaveVerification } from './LeaveVerification';

export const DRIVERS_LICENSE = "Driver's License";

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
  const token = tempToken.value;
  // Without the temporary token there is nothing to ask for: the screen offers sign-in instead.
  const { state: docs, retry } = useLoader(() => (token ? getDocs(api, { token }) : Promise.resolve({ ok: true as const, data: { docs: [] } })), token);
  const [done, setDone] = useState<string | null>(null);
  const alive = useAlive();
  const form = useBankForm<KycValues>({
    defaultValues: { country: '', phone: '', home_address: '', pic: null, type: DRIVERS_LICENSE, idcardFront: null, idcardBack: null },
  });
  const { register, formState } = form;
  const { errors, isSubmitting } = formState;

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
    if (!result.ok) return result.message;
    setDone(result.data.message || 'Your documents have been submitted. We will review them shortly.');
    dropTemporaryToken('Pending Verification');
  });

  if (done) {
    return (
      <Interstitial
        title="Verification submitted"
        tone="success"
        message={done}
        redirect={{ to: paths.auth.underReview, label: 'your verification status', seconds: REDIRECT_SECONDS, go: () => navigate(paths.auth.underReview) }}
      />
    );
  }

  if (!token) {
    return (
      <section className="page">
        <PageHeading>Submit Verification</PageHeading>
        <Notice tone="info">To submit your identity documents, sign in first. We will bring you back here.</Notice>
        <p>
          <Link href={paths.auth.signin} className="button button--primary">
            Sign In
          </Link>
        </p>
      </section>
    );
  }

  const typeOptions = [DRIVERS_LICENSE, ...(docs.status === 'ready' ? docs.data.docs.map((d) => d.doc_name).filter((n) => n && n !== DRIVERS_LICENSE) : [])];
  const declined = /declined/i.test(accountVerification.value);

  return (
    <section className="page">
      <PageHeading>Submit Verification</PageHeading>
      <p className="page-lead">We need to confirm who you are before you can use your account. Have your identity document ready.</p>
      {declined ? <Notice tone="warning">Your previous verification was declined. Please check your documents and submit them again.</Notice> : null}
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <SelectField label="Country" options={countries()} placeholder="Choose your country" autoComplete="country-name" error={errors.country?.message} {...register('country', { required: 'Choose your country' })} />
        <TextField label="Phone number" type="tel" autoComplete="tel" inputMode="tel" hint="Include your country code, for example +44 7700 900123" error={errors.phone?.message} {...register('phone', { ...requiredText('your phone number'), pattern: { value: /^\+?[\d\s().-]{6,20}$/, message: 'Enter a phone number using digits, spaces and an optional leading +' } })} />
        <TextField label="Home address" autoComplete="street-address" error={errors.home_address?.message} {...register('home_address', requiredText('your home address'))} />
        <FileUpload form={form} name="pic" label="Selfie picture" hint="A clear photo of your face. JPEG, PNG, GIF, SVG or WebP, up to 5 MB" />
        <SelectField
          label="Document type"
          options={typeOptions}
          hint={docs.status === 'loading' ? 'Loading more document types…' : undefined}
          error={errors.type?.message}
          {...register('type', { required: 'Choose a document type' })}
        />
        {docs.status === 'error' ? (
          <Notice tone="warning">
            We could not load the other document types ({docs.failure.message}).{' '}
            <button type="button" className="button button--link" onClick={retry}>
              Try again
            </button>
          </Notice>
        ) : null}
        <FileUpload form={form} name="idcardFront" label="Front of the document" />
        <FileUpload form={form} name="idcardBack" label="Back of the document" />
        <Button type="submit" busy={isSubmitting} busyLabel="Uploading…" className="button--block">
          Submit Verification
        </Button>
      </form>
      <LeaveVerification />
    </section>
  );
}
