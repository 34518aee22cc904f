/**
 * English, the source catalogue: every text the widget writes, keyed by a stable id
 * (`area.what`). Other languages translate these ids; a missing one reads in English.
 */
import common from './common';
import auth from './auth';
import verification from './verification';
import contact from './contact';
import pin from './pin';
import home from './home';
import transfer from './transfer';
import statements from './statements';
import notifications from './notifications';
import funds from './funds';
import profile from './profile';
import settings from './settings';

export const en = { ...common, ...auth, ...verification, ...contact, ...pin, ...home, ...transfer, ...statements, ...notifications, ...funds, ...profile, ...settings };
export type MessageId = keyof typeof en;
