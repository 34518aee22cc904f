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
import { OwnOrder } from '../../ui/OwnOrder';
import { PageHeading } from '../../ui/PageHeading';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { useI18n } from '../../lib/useI18n';

/** The document type as the backend names it (shown in the customer's language). */
const DRIVERS_LICENSE = "Driver's License";

/**
 * "Submit verification" for a signed-in customer: one more document, a driver's license,
 * for the home address the bank holds (not editable here; it changes in the profile).
 */
export function DashboardKycScreen() {
  const api = useApi();
  const { t } = useI18n();
  const { state, refresh } = useShared('profile');
  const [sent, setSent] = useState('');
  const alive = useAlive();
  const form = useBankForm<{ idcardFront: File | null }>({ defaultValues: { idcardFront: null } });

  const onSubmit = useFormSubmit(form, async ({ idcardFront }) => {
    setSent('');
    const home_address = state.data?.customer.home_address ?? '';
    const result = await submitDashboardKyc(api, { home_address, type: DRIVERS_LICENSE, idcardFront: idcardFront as File });
    if (!alive.current) return;
    if (!result.ok) return result;
    form.reset();
    setSent(result.data.message || t('verification.sent'));
  });

  // The profile link inside the sentence: the message keeps {link}, the link stays here.
  const [before, after] = t('verification.noAddress').split('{link}');
  return (
    <section className="page">
      <PageHeading>{t('verification.title')}</PageHeading>
      <p className="page-lead">{t('verification.lead')}</p>
      {sent ? <Notice tone="success">{sent}</Notice> : null}
      <Loaded state={state} retry={refresh} what={t('verification.what')}>
        {({ customer: user }) =>
          user.home_address ? (
            <form noValidate onSubmit={onSubmit}>
              <ErrorSummary form={form} />
              <dl className="summary-list">
                <div>
                  <dt>{t('verification.address')}</dt>
                  <dd>
                    <OwnOrder free>{user.home_address}</OwnOrder>
                  </dd>
                </div>
                <div>
                  <dt>{t('verification.type')}</dt>
                  <dd>{t('verification.license')}</dd>
                </div>
              </dl>
              <FileUpload form={form} name="idcardFront" label={t('verification.license')} />
              <Button type="submit" busy={form.formState.isSubmitting}>
                {t('verification.submit')}
              </Button>
            </form>
          ) : (
            <Notice tone="info">
              {before}
              <Link href={paths.dashboard.profile}>{t('verification.profile')}</Link>
              {after}
            </Notice>
          )
        }
      </Loaded>
    </section>
  );
}
