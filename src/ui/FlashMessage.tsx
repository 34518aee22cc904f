import { clearFlash, flash } from '../session/flash';
import { Notice } from './Notice';
import { useTimeout } from '../lib/useTimeout';
import { NOTICE_MS } from '../config/timings';

/** Shows the pending flash for 5 s (spec §9), announced as it appears. */
export function FlashMessage() {
  const current = flash.value;
  useTimeout(clearFlash, NOTICE_MS, current);
  if (!current) return null;
  return (
    <Notice tone={current.tone} title={current.title}>
      {current.text}
    </Notice>
  );
}
