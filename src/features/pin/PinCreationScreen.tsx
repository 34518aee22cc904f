import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { usePinDraft } from './pin-draft';
import { PinStep } from './PinStep';
import { useI18n } from '../../lib/useI18n';

/** Step 1 of 2: the new transaction PIN, held in memory for the confirm step. */
export function PinCreationScreen() {
  const [, navigate] = useLocation();
  const { t } = useI18n();
  const pinDraft = usePinDraft();
  return (
    <PinStep
      title={t('pin.create.title')}
      step={t('pin.create.step')}
      label={t('pin.create.label')}
      required={t('pin.create.required')}
      // Only held for the next step: nothing is sent, so it works offline.
      sends={false}
      send={async (pin) => {
        pinDraft.hold(pin);
        navigate(paths.dashboard.pinConfirm);
      }}
    />
  );
}
