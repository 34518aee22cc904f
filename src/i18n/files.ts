/**
 * The language files built beside the bundle (`bank.<language>.json`): every shipped language
 * but English, which is inside the bundle, and the pseudo-locale `en-XA` made from English.
 * Read by the build (vite.config.ts), the demo's dev server and the tests, never by the widget.
 */
import { en } from './en';
import fr from './fr';
import de from './de';
import es from './es';
import ar from './ar';
import { pseudoCatalogue } from './pseudo';
import type { Message } from './types';

export const languageFiles = (): Record<string, Record<string, Message>> => ({ fr, de, es, ar, 'en-XA': pseudoCatalogue(en) });
