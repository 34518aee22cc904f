import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { getDocs, submitVerification } from '../../api/auth';
import { useApi } from '../../app/services';
import { paths } from '../../app/paths';
import { accountVerification, dropTemporaryToken, tempToken } from '../../session/session';
import { COUNTRIES } from '../../lib/countries';
import { SelectField, TextField } from '../../ui/Field';
import { FileUpload } from '../../ui/FileUpload';
import { Button } from '../../ui/Button';
import { FormProblem } from '../../ui/FormProblem';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { TimedRedirect } from '../../ui/TimedRedirect';
import { useGuardedSubmit } from '../../ui/useGuardedSubmit';
import { useAlive } from '../../ui/useAlive';
import { requiredText } from './rules';
import { REDIRECT_SECONDS } from './useLoginOutcome';
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

type Docs = { status: 'loading' } | { status: 'ready'; names: string[] } | { status: 'error'; message: string };

function useDocumentTypes(token: string) {
  const api = useApi();
  const [docs, setDocs] = useState<Docs>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!token) return;
    let live = true;
    setDocs({ status: 'loading' });
    void getDocs(api, { token }).then((result) => {
      if (!live) return;
      setDocs(result.ok ? { status: 'ready', names: result.data.docs.map((d) => d.doc_name).filter(Boolean) } : { status: 'error', message: result.message });
    });
    return () => {
      live = false;
    };
  }, [api, token, attempt]);
  return { docs, retry: () => setAttempt((n) => n + 1) };
}

/** "Submit Verification" (KYC) for a customer holding the temporary token. */
export function KycScreen() {
  const api = useApi();
  const [, navigate] = useLocation();
  const token = tempToken.value;
  const { docs, retry } = useDocumentTypes(token);
  const [done, setDone] = useState<string | null>(null);
  const alive = useAlive();
  const form = useForm<KycValues>({
    defaultValues: { country: '', phone: '', home_address: '', pic: null, type: DRIVERS_LICENSE, idcardFront: null, idcardBack: null },
  });
  const { register, control, formState } = form;
  const { errors, isSubmitting } = formState;

  const onSubmit = useGuardedSubmit(form, async (v) => {
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
    if (!result.ok) {
      form.setError('root.serverError', { message: result.message });
      return;
    }
    setDone(result.data.message || 'Your documents have been submitted. We will review them shortly.');
    dropTemporaryToken('Pending Verification');
  });

  if (done) {
    return (
      <section className="page">
        <PageHeading>Verification submitted</PageHeading>
        <Notice tone="success">{done}</Notice>
        <TimedRedirect to={paths.auth.underReview} label="your verification status" seconds={REDIRECT_SECONDS} onGo={() => navigate(paths.auth.underReview)} />
      </section>
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

  const typeOptions = [DRIVERS_LICENSE, ...(docs.status === 'ready' ? docs.names.filter((n) => n !== DRIVERS_LICENSE) : [])];
  const declined = /declined/i.test(accountVerification.value);

  return (
    <section className="page">
      <PageHeading>Submit Verification</PageHeading>
      <p className="page-lead">We need to confirm who you are before you can use your account. Have your identity document ready.</p>
      {declined ? <Notice tone="warning">Your previous verification was declined. Please check your documents and submit them again.</Notice> : null}
      <form noValidate onSubmit={onSubmit}>
        <FormProblem errors={errors} />
        <SelectField label="Country" options={COUNTRIES} placeholder="Choose your country" autoComplete="country-name" error={errors.country?.message} {...register('country', { required: 'Choose your country' })} />
        <TextField label="Phone number" type="tel" autoComplete="tel" inputMode="tel" hint="Include your country code, for example +44 7700 900123" error={errors.phone?.message} {...register('phone', { ...requiredText('your phone number'), pattern: { value: /^\+?[\d\s().-]{6,20}$/, message: 'Enter a phone number using digits, spaces and an optional leading +' } })} />
        <TextField label="Home address" autoComplete="street-address" error={errors.home_address?.message} {...register('home_address', requiredText('your home address'))} />
        <FileUpload control={control} name="pic" label="Selfie picture" hint="A clear photo of your face. JPEG, PNG, GIF, SVG or WebP, up to 5 MB" />
        <SelectField
          label="Document type"
          options={typeOptions}
          hint={docs.status === 'loading' ? 'Loading more document types…' : undefined}
          error={errors.type?.message}
          {...register('type', { required: 'Choose a document type' })}
        />
        {docs.status === 'error' ? (
          <Notice tone="warning">
            We could not load the other document types ({docs.message}).{' '}
            <button type="button" className="button button--link" onClick={retry}>
              Try again
            </button>
          </Notice>
        ) : null}
        <FileUpload control={control} name="idcardFront" label="Front of the document" />
        <FileUpload control={control} name="idcardBack" label="Back of the document" />
        <Button type="submit" busy={isSubmitting} busyLabel="Uploading…" className="button--block">
          Submit Verification
        </Button>
      </form>
      <LeaveVerification />
    </section>
  );
}
