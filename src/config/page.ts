/**
 * What a page's HTML and the widget agree on, written once: the WordPress plugin gets a generated
 * copy (`npm run generate` writes
 * wp-plugin/includes/generated/class-online-banking-portal-widget-facts.php).
 */

/** The attribute that holds mountBank()'s options as JSON: bank.js mounts itself into every element that has it. */
export const OPTIONS_ATTRIBUTE = 'data-bank-options';

/** A mount element's child the widget removes once its first screen is drawn ("Loading online banking…"). */
export const PLACEHOLDER_ATTRIBUTE = 'data-bank-placeholder';
