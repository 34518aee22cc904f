import { useLocation } from 'wouter';
import { paths } from '../../config/paths';
import { holdFirstPin } from './pin-draft';
import { PinStep } from './PinStep';

/** Step 1 of 2: the new transaction PIN, held in memory for the confirm step. */
export function PinCreationScreen() {
  const [, navigate] = useLocation();
  return (
    <PinStep
      title="Create your transaction PIN"
      step="Step 1 of 2: you will confirm transfers with these 4 digits."
      label="New PIN"
      send={async (pin) => {
        holdFirstPin(pin);
        navigate(paths.dashboard.pinConfirm);
      }}
    />
  );
}
