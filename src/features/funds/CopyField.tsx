import { useEffect, useRef, useState } from 'react';
import { NOTICE_MS } from '../../config/timings';
import { useI18n } from '../../lib/useI18n';
import { useTimeout } from '../../lib/useTimeout';
import { FieldFrame } from '../../ui/FieldFrame';
import { Icon } from '../../ui/Icon';

/**
 * A read-only value with its own Copy button. Where the Clipboard API is missing or refused
 * (an http:// site, an old browser, a denied permission) the text is selected instead, so
 * the customer's own Ctrl+C copies it. A text area, so a long value wraps whole; `grouped`
 * (a wallet address), the characters in groups of four a person can compare with what their
 * wallet shows. The groups are spans apart by a margin, with no character between them:
 * a selection copies the address whole, and a screen reader reads it as one word. Without the
 * Clipboard API it turns into the plain text area, selected.
 */
export function CopyField({ label, value, grouped = false }: { label: string; value: string; grouped?: boolean }) {
  const { t } = useI18n();
  const input = useRef<HTMLTextAreaElement>(null);
  const [said, say] = useState<'' | 'funds.copy.done' | 'funds.copy.manual'>('');
  useTimeout(() => say(''), NOTICE_MS, said);
  // Times the text was selected for the customer's own Ctrl+C: from then on it is the plain text, whole.
  const [picked, pick] = useState(0);
  useEffect(() => {
    if (!picked) return;
    input.current?.focus();
    input.current?.select();
  }, [picked]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      say('funds.copy.done');
    } catch {
      pick((n) => n + 1);
      say('funds.copy.manual');
    }
  }

  return (
    <FieldFrame label={label} className="copy-field">
      {(aria) => (
        <>
          <div className="copy-row">
            {grouped && !picked ? (
              <output className="input address-groups" {...aria} dir="ltr">
                {value.match(/.{1,4}/g)?.map((group, i) => (
                  <span key={i}>{group}</span>
                ))}
              </output>
            ) : (
              <textarea ref={input} className="input" dir="auto" {...aria} value={value} rows={value.length > 24 ? 3 : 1} readOnly />
            )}
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
