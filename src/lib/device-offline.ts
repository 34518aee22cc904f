/**
 * Whether the browser says the device is offline: the one place the outcome check asks, so it
 * can follow the widget's own online signal instead.
 */
export const deviceOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;
