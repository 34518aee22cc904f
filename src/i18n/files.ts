/**
 * The language files built beside the bundle (`bank.<language>.json`): every shipped language
 * but English, which is inside the bundle, and the pseudo-locale `en-XA` made from English.
 * Read by the build (vite.config.ts), the demo's dev server and the tests, never by the widget.
 */
import { en } from './en/index.ts';
import fr from './fr/index.ts';
import de from './de/index.ts';
import es from './es/index.ts';
import ar from './ar/index.ts';
import { pseudoCatalogue } from './pseudo.ts';
import type { Message } from './types';

export const languageFiles = (): Record<string, Record<string, Message>> => ({ fr, de, es, ar, 'en-XA': pseudoCatalogue(en) });
