import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { Flash } from '../session/flash';
import { useFlashes } from '../lib/services';
import { BankText } from './BankText';
import { Notice } from './Notice';
import { useTimeout } from '../lib/useTimeout';
import { NOTICE_MS } from '../config/timings';
import { useI18n } from '../lib/useI18n';

/**
 * Shows the pending flash for 5 s (docs/spec-notes.md §9), announced as it appears. It belongs to the screen
 * it first shows on: moving to another screen takes it away, so "Not Available in your region"
 * does not follow the customer to the next page.
 */
export function FlashMessage() {
  const flashes = useFlashes();
  const current = flashes.current();
  const { say } = useI18n();
  const [path] = useLocation();
  const shownOn = useRef<{ flash: Flash; path: string } | null>(null);
  useTimeout(flashes.clear, NOTICE_MS, current);
  useEffect(() => {
    if (!current) shownOn.current = null;
    else if (shownOn.current?.flash !== current) shownOn.current = { flash: current, path };
    else if (shownOn.current.path !== path) flashes.clear();
  }, [current, path, flashes]);
  if (!current) return null;
  return (
    <Notice tone={current.tone} title={current.title && say(current.title)}>
      <BankText text={current.text} />
    </Notice>
  );
}
