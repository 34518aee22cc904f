/**
 * The first entry of a new PIN, held between the two steps in memory only: never stored,
 * never in a URL, gone on a reload (then the confirm step sends the customer back). One per
 * widget, gone with it.
 */
import { signal } from '@preact/signals-react';
import { useMountState } from '../../lib/services';

function createPinDraft() {
  const first = signal('');
  return {
    first: () => first.value,
    hold(pin: string) {
      first.value = pin;
    },
    forget() {
      first.value = '';
    },
  };
}

export const usePinDraft = () => useMountState(createPinDraft);
