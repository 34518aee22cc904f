import type { RegisterOptions } from 'react-hook-form';

/**
 * A text field that must hold more than spaces, with its whole message in the customer's language
 * ("Enter your first name"), not a sentence built around a translated fragment.
 */
export const filled = (message: string) => ({ required: message, validate: (v: string) => v.trim() !== '' || message }) satisfies RegisterOptions;
