import { useState } from 'react';
import { useBankForm } from '../../ui/useBankForm';
import { Link } from 'wouter';
import { submitDashboardKyc } from '../../api/dashboard';
import { paths } from '../../config/paths';
import { useAlive } from '../../lib/useAlive';
import { useApi, useShared } from '../../lib/services';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { FileUpload } from '../../ui/FileUpload';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { PageHeading } from '../../ui/PageHeading';
import { useFormSubmit } from '../../ui/useFormSubmit';

const DRIVERS_LICENSE = "Driver's License";

/**
 * "Submit verification" for a signed-in customer: one more document, a driver's license,
 * for the home address the bank holds (not editable here; it changes in the profile).
 */
export function DashboardKycScreen() {
  const api = useApi();
  const { state, refresh } = useShared('profile');
  const [sent, setSent] = useState('');
  const alive = useAlive();
  const form = useBankForm<{ idcardFront: File | null }>({ defaultValues: { idcardFront: null } });

  const onSubmit = useFormSubmit(form, async ({ idcardFront }) => {
    setSent('');
    const home_address = state.data?.data.home_address ?? '';
    const result = await submitDashboardKyc(api, { home_address, type: DRIVERS_LICENSE, idcardFront: idcardFront as File });
    if (!alive.current) return;
    if (!result.ok) return result.message;
    form.reset();
    setSent(result.data.message || 'Your document has been submitted for review.');
  });

  return (
    <section className="page">
      <PageHeading>Submit verification</PageHeading>
      <p className="page-lead">Send us a photo of your driver's license to confirm your address.</p>
      {sent ? <Notice tone="success">{sent}</Notice> : null}
      <Loaded state={state} retry={refresh} what="your details">
        {({ data: user }) =>
          user.home_address ? (
            <form noValidate onSubmit={onSubmit}>
              <ErrorSummary form={form} />
              <dl className="summary-list">
                <div>
                  <dt>Home address</dt>
                  <dd>{user.home_address}</dd>
                </div>
                <div>
                  <dt>Document type</dt>
                  <dd>{DRIVERS_LICENSE}</dd>
                </div>
              </dl>
              <FileUpload form={form} name="idcardFront" label="Driver's License" />
              <Button type="submit" busy={form.formState.isSubmitting}>
                Submit verification
              </Button>
            </form>
          ) : (
            <Notice tone="info">
              Add your home address to your <Link href={paths.dashboard.profile}>profile</Link> first: the document must match it.
            </Notice>
          )
        }
      </Loaded>
    </section>
  );
}
