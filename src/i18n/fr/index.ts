/** The fr messages: one file per area, beside the English they translate (../en). */
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

export default { ...common, ...auth, ...verification, ...contact, ...pin, ...home, ...transfer, ...statements, ...notifications, ...funds, ...profile, ...settings };
