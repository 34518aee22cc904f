/**
 * English, the source catalogue: every text the widget writes, keyed by a stable id
 * (`area.what`). Other languages translate these ids; a missing one reads in English.
 */
import common from './common.ts';
import auth from './auth.ts';
import verification from './verification.ts';
import contact from './contact.ts';
import pin from './pin.ts';
import home from './home.ts';
import transfer from './transfer.ts';
import statements from './statements.ts';
import notifications from './notifications.ts';
import funds from './funds.ts';
import profile from './profile.ts';
import settings from './settings.ts';

export const en = { ...common, ...auth, ...verification, ...contact, ...pin, ...home, ...transfer, ...statements, ...notifications, ...funds, ...profile, ...settings };
export type MessageId = keyof typeof en;
