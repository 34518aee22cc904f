/**
 * A message that outlives the screen that raised it ("Welcome Back" after sign-in is read
 * on the dashboard). Shown once by the next layout, then cleared.
 */
import { signal } from '@preact/signals-react';
import type { Notice } from '../api/schemas';

export interface Flash {
  tone: 'success' | 'info' | 'warning' | 'error';
  text: string;
  title?: string;
}

export const flash = signal<Flash | null>(null);
export const showFlash = (text: string, tone: Flash['tone'] = 'success', title?: string) => {
  flash.value = title ? { tone, text, title } : { tone, text };
};
export const clearFlash = () => {
  flash.value = null;
};

/** The account notice the server sent (login `ismsg`, pincheck `requiresanother`), for auth/info/notice. */
export const accountNotice = signal<Notice | null>(null);
export const setAccountNotice = (notice: Notice | null) => {
  accountNotice.value = notice;
};
