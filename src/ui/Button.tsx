import type { ButtonHTMLAttributes } from 'react';
import { useI18n } from '../lib/useI18n';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** A request is in flight: the button says so and cannot be pressed again. */
  busy?: boolean;
  busyLabel?: string;
  variant?: 'primary' | 'secondary' | 'link';
}

export function Button({ busy = false, busyLabel, variant = 'primary', children, disabled, className, type = 'button', ...rest }: ButtonProps) {
  const { t } = useI18n();
  return (
    <button type={type} className={`button button--${variant}${className ? ` ${className}` : ''}`} disabled={disabled || busy} aria-busy={busy || undefined} {...rest}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden="true" />
          {busyLabel ?? t('common.busy')}
        </>
      ) : (
        children
      )}
    </button>
  );
}
