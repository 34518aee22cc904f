/**
 * The one notice component. Errors are `role="alert"`, everything else `role="status"`;
 * both are live regions, so a timed message is read out while it shows.
 */
import type { ReactNode } from 'react';
import { Icon } from './Icon';

type Tone = 'error' | 'success' | 'warning' | 'info';

export interface NoticeProps {
  tone: Tone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
}

export function Notice({ tone, title, children, className }: NoticeProps) {
  return (
    <div className={`notice notice--${tone}${className ? ` ${className}` : ''}`} role={tone === 'error' ? 'alert' : 'status'}>
      {/* Each tone's icon is named as the tone is, success's a tick. */}
      <Icon name={tone == 'success' ? 'check' : tone} />
      {title ? <p className="notice-title">{title}</p> : null}
      {children ? <div className="notice-body">{children}</div> : null}
    </div>
  );
}
