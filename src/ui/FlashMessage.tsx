import { clearFlash, flash } from '../session/flash';
import { Notice } from './Notice';
import { useTimeout } from './useTimeout';

/** Shows the pending flash for 5 s (spec §9), announced as it appears. */
export function FlashMessage() {
  const current = flash.value;
  useTimeout(clearFlash, 5000, current);
  if (!current) return null;
  return <Notice tone={current.tone}>{current.text}</Notice>;
}
