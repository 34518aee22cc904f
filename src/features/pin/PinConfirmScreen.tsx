import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { createPin } from '../../api/dashboard';
import { paths } from '../../config/paths';
import { SHORT_REDIRECT_SECONDS } from '../../config/timings';
import { useAlive } from '../../lib/useAlive';
import { useApi, useShared } from '../../lib/services';
import { pinRules } from '../../lib/validation';
import { showFlash } from '../../session/flash';
import { Button } from '../../ui/Button';
import { ErrorSummary } from '../../ui/ErrorSummary';
import { Interstitial } from '../../ui/Interstitial';
import { PageHeading } from '../../ui/PageHeading';
import { PinField } from '../../ui/PinField';
import { useFormSubmit } from '../../ui/useFormSubmit';
import { PIN_CREATED, PIN_MISMATCH, firstPin, forgetFirstPin } from './pin-draft';

const d = paths.dashboard;

/** Step 2 of 2: the PIN again; only a match is sent (`updatepin`). */
export function PinConfirmScreen() {
  const api = useApi();
  const { refresh } = useShared('pin');
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);
  const alive = useAlive();
  const first = firstPin();
  const form = useForm({ defaultValues: { pin: '' } });

  useEffect(() => {
    // A reload or a bookmark lost the first entry: start again there, saying why.
    if (!first) {
      showFlash('Enter your new PIN first, then confirm it here.', 'info');
      navigate(d.pinCreation, { replace: true });
    }
  }, [first, navigate]);
  useEffect(() => forgetFirstPin, []);

  const onSubmit = useFormSubmit(form, async ({ pin }) => {
    if (pin !== first) {
      form.setValue('pin', '');
      form.setError('pin', { message: PIN_MISMATCH }, { shouldFocus: true });
      return;
    }
    const result = await createPin(api, { pin });
    if (!alive.current) return;
    if (!result.ok) return result.message;
    setDone(true);
    void refresh();
  });

  if (done) {
    return (
      <Interstitial
        title="PIN created"
        tone="success"
        message={PIN_CREATED}
        redirect={{ to: d.index, label: 'the dashboard', seconds: SHORT_REDIRECT_SECONDS, go: () => navigate(d.index) }}
      />
    );
  }

  return (
    <section className="page">
      <PageHeading>Confirm your transaction PIN</PageHeading>
      <p className="page-lead">Enter the same 4 digits again. Step 2 of 2.</p>
      <form noValidate onSubmit={onSubmit}>
        <ErrorSummary form={form} />
        <PinField control={form.control} name="pin" label="Confirm new PIN" rules={pinRules('your new PIN again')} />
        <Button type="submit" busy={form.formState.isSubmitting}>
          Confirm
        </Button>
      </form>
      <p>
        <Link href={d.pinCreation}>Start again with a different PIN</Link>
      </p>
    </section>
  );
}
