/**
 * The first entry of a new PIN, held between the two steps in memory only: never stored,
 * never in a URL, gone on a reload (then the confirm step sends the customer back).
 */
import { signal } from '@preact/signals-react';

const first = signal('');
export const firstPin = () => first.value;
export const holdFirstPin = (pin: string) => {
  first.value = pin;
};
export const forgetFirstPin = () => holdFirstPin('');
