import type { Failure } from '../api/failure';
import type { I18n } from './i18n';

/**
 * What a form shows for a failed call: the wait in whole minutes when there were too many
 * attempts (the server's Retry-After), else the failure's own message (an id `say` translates,
 * or the server's words).
 */
export const failureText = (failure: Failure, t: I18n['t']): string =>
  failure.kind === 'throttled' && failure.wait ? t('common.failure.throttled', { count: Math.max(1, Math.ceil(failure.wait / 60)) }) : failure.message;
