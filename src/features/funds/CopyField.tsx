import { useRef, useState } from 'react';
import { NOTICE_MS } from '../../config/timings';
import { useI18n } from '../../lib/useI18n';
import { useTimeout } from '../../lib/useTimeout';
import { FieldFrame } from '../../ui/FieldFrame';
import { Icon } from '../../ui/Icon';

/**
 * A read-only value with its own Copy button. Where the Clipboard API is missing or refused
 * (an http:// site, an old browser, a denied permission) the text is selected instead, so
 * the customer's own Ctrl+C copies it. A text area, so a long wallet address wraps whole.
 */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useI18n();
  const input = useRef<HTMLTextAreaElement>(null);
  const [said, say] = useState<'' | 'funds.copy.done' | 'funds.copy.manual'>('');
  useTimeout(() => say(''), NOTICE_MS, said);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      say('funds.copy.done');
    } catch {
      input.current?.focus();
      input.current?.select();
      say('funds.copy.manual');
    }
  }

  return (
    <FieldFrame label={label} className="copy-field">
      {(aria) => (
        <>
          <div className="copy-row">
            <textarea ref={input} className="input" dir="auto" {...aria} value={value} rows={value.length > 24 ? 3 : 1} readOnly />
            <button type="button" className="button button--secondary" aria-label={t('funds.copy.label', { label })} onClick={copy}>
              <Icon name={said === 'funds.copy.done' ? 'check' : 'copy'} />
              {t('funds.copy')}
            </button>
          </div>
          <p className="copy-note" role="status">
            {said && t(said)}
          </p>
        </>
      )}
    </FieldFrame>
  );
}
