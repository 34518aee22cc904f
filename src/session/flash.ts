/**
 * A message that outlives the screen that raised it ("Welcome Back" after sign-in is read
 * on the dashboard), shown once by the next layout, then cleared; and the account notice the
 * server sent with a sign-in. One set per widget (`useFlashes` in src/lib): another widget on
 * the page never shows this one's messages.
 */
import { signal } from '@preact/signals-react';
import type { Notice } from '../api/schemas';

export interface Flash {
  tone: 'success' | 'info' | 'warning' | 'error';
  text: string;
  title?: string;
}

export function createFlashes() {
  const pending = signal<Flash | null>(null);
  const notice = signal<Notice | null>(null);
  return {
    current: () => pending.value,
    show(text: string, tone: Flash['tone'] = 'success', title?: string) {
      pending.value = title ? { tone, text, title } : { tone, text };
    },
    clear() {
      pending.value = null;
    },
    /** The account notice (login `ismsg`), for auth/info/notice. */
    accountNotice: () => notice.value,
    setAccountNotice(next: Notice | null) {
      notice.value = next;
    },
  };
}
