import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { createPin } from '../../api/dashboard';
import { paths } from '../../config/paths';
import { SHORT_REDIRECT_SECONDS } from '../../config/timings';
import { useAlive } from '../../lib/useAlive';
import { useApi, useShared } from '../../lib/services';
import { showFlash } from '../../session/flash';
import { Interstitial } from '../../ui/Interstitial';
import { PIN_CREATED, PIN_MISMATCH, firstPin, forgetFirstPin } from './pin-draft';
import { PinStep } from './PinStep';

const d = paths.dashboard;

/** Step 2 of 2: the PIN again; only a match is sent (`updatepin`). */
export function PinConfirmScreen() {
  const api = useApi();
  const { refresh } = useShared('pin');
  const [, navigate] = useLocation();
  const [done, setDone] = useState(false);
  const alive = useAlive();
  const first = firstPin();

  useEffect(() => {
    // A reload or a bookmark lost the first entry: start again there, saying why.
    if (!first) {
      showFlash('Choose your new PIN first, then confirm it.', 'info');
      navigate(d.pinCreation, { replace: true });
    }
  }, [first, navigate]);
  useEffect(() => forgetFirstPin, []);

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
    <PinStep
      title="Confirm your transaction PIN"
      step="Step 2 of 2. Enter the same 4 digits again."
      label="New PIN again"
      send={async (pin, form) => {
        if (pin !== first) {
          form.setValue('pin', '');
          form.setError('pin', { message: PIN_MISMATCH });
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
        <Link href={d.pinCreation}>Start again with a different PIN</Link>
      </p>
    </PinStep>
  );
}
