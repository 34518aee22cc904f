/** The fr messages: one file per area, beside the English they translate (../en). */
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

export default { ...common, ...auth, ...verification, ...contact, ...pin, ...home, ...transfer, ...statements, ...notifications, ...funds, ...profile, ...settings };
