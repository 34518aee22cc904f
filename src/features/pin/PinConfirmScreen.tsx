import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { createPin } from '../../api/dashboard';
import { paths } from '../../config/paths';
import { SHORT_REDIRECT_SECONDS } from '../../config/timings';
import { useAlive } from '../../lib/useAlive';
import { useApi, useFlashes, useShared } from '../../lib/services';
import { Interstitial } from '../../ui/Interstitial';
import { usePinDraft } from './pin-draft';
import { PinStep } from './PinStep';
import { useI18n } from '../../lib/useI18n';

const d = paths.dashboard;

/** Step 2 of 2: the PIN again; only a match is sent (`updatepin`). */
export function PinConfirmScreen() {
  const api = useApi();
  const { refresh } = useShared('pin');
  const [, navigate] = useLocation();
  const { t } = useI18n();
  const [done, setDone] = useState(false);
  const alive = useAlive();
  const pinDraft = usePinDraft();
  const flashes = useFlashes();
  const first = pinDraft.first();

  useEffect(() => {
    // A reload or a bookmark lost the first entry: start again there, saying why.
    if (!first) {
      flashes.show(t('pin.firstFirst'), 'info');
      navigate(d.pinCreation, { replace: true });
    }
  }, [first, navigate, t, flashes]);
  useEffect(() => pinDraft.forget, [pinDraft]);

  if (done) {
    return (
      <Interstitial
        title={t('pin.done')}
        message={t('pin.created')}
        redirect={{ to: d.index, label: t('pin.to'), seconds: SHORT_REDIRECT_SECONDS, onGo: () => navigate(d.index) }}
      />
    );
  }

  return (
    <PinStep
      title={t('pin.confirm.title')}
      step={t('pin.confirm.step')}
      label={t('pin.confirm.label')}
      required={t('pin.confirm.required')}
      send={async (pin, form) => {
        if (pin !== first) {
          form.setValue('pin', '');
          form.setError('pin', { message: t('pin.mismatch') });
          return;
        }
        const result = await createPin(api, { pin });
        if (!alive.current) return;
        if (!result.ok) return result.message;
        setDone(true);
        void refresh();
      }}
    >
      <p>
        <Link href={d.pinCreation}>{t('pin.restart')}</Link>
      </p>
    </PinStep>
  );
}
