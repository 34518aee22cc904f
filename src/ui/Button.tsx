import { useId, type ButtonHTMLAttributes } from 'react';
import { online } from '../lib/online';
import { useI18n } from '../lib/useI18n';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A request is in flight: the button says so and cannot be pressed again. */
  busy?: boolean;
  busyLabel?: string;
  variant?: 'primary' | 'secondary' | 'link';
  /** A plain button that sends a request (mark as read, resend a code): offline, disabled like a submit. */
  sends?: boolean;
}

/**
 * The one button. A button that sends something (every submit) is disabled offline, with the
 * reason beside it; its form, and what was typed in it, stay as they are. Disabled is
 * `aria-disabled`, not `disabled`: the button stays in the Tab order, read with its reason (its
 * `aria-describedby`), and a press or Enter in its form does nothing (the click is cancelled,
 * and with it the form's submit). A submit's "Sending…" is also said, once, in a polite live
 * region beside it that is there before it is filled (a region added with its words is not read).
 */
export function Button({ busy = false, busyLabel, variant = 'primary', children, disabled, className, type = 'button', sends = type === 'submit', onClick, ...rest }: ButtonProps) {
  const { t } = useI18n();
  const id = useId();
  const offline = sends && !busy && !online.value;
  const off = disabled || busy || offline;
  return (
    <>
      <button
        type={type}
        className={`button button--${variant}${className ? ` ${className}` : ''}`}
        aria-disabled={off || undefined}
        aria-busy={busy || undefined}
        {...rest}
        onClick={off ? (e) => e.preventDefault() : onClick}
        aria-describedby={offline ? id : rest['aria-describedby']}
      >
        {busy ? (
          <>
            <span className="spinner" aria-hidden="true" />
            {busyLabel ?? t('common.busy')}
          </>
        ) : (
          children
        )}
      </button>
      {type === 'submit' ? (
        <span aria-live="polite" className="visually-hidden">
          {busy ? (busyLabel ?? t('common.busy')) : null}
        </span>
      ) : null}
      {offline ? (
        <p id={id} className="field-hint">
          {t('common.offline.send')}
        </p>
      ) : null}
    </>
  );
}
