/** Dashboard actions on the customer's own account: PIN, profile, picture, email, password, notifications, KYC. */
import { ACCEPTED_DOCUMENT_TYPES } from './catalog.ts';
import type { DashboardHandler } from './dashboard-context.ts';
import { ok, refuse } from './reply.ts';
import { BAD_EMAIL, EMAIL_PATTERN, MIN_PASSWORD_LENGTH, SHORT_PASSWORD } from './rules.ts';
import { hashSecret, verifySecret } from './secrets.ts';
import { normalizeEmail } from './store.ts';

const PIN_PATTERN = /^\d{4}$/;
const BAD_PIN = 'Your PIN must be exactly 4 digits.';
/** The client's wording for both password and PIN confirmation mismatches (docs/spec-notes.md §5). */
const MISMATCH = 'Password Mismatch';

function isPastDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text) && date.getTime() < Date.now();
}

const updatepin: DashboardHandler = ({ user, form }) => {
  const pin = form.text('pin');
  if (user.pinHash) return refuse('You already have a transaction PIN. Change it in Settings.');
  if (!PIN_PATTERN.test(pin)) return refuse(BAD_PIN);
  user.pinHash = hashSecret(pin);
  return ok({ status: true, message: 'Your transaction PIN has been successfully created' });
};

const PROFILE_FIELDS = ['phone', 'gender', 'dob', 'country', 'marital_status', 'home_address', 'next_of_kin'] as const;

const updateprofile: DashboardHandler = ({ user, form }) => {
  const fullname = form.text('fullname');
  const values = Object.fromEntries(PROFILE_FIELDS.map((name) => [name, form.text(name)])) as Record<(typeof PROFILE_FIELDS)[number], string>;
  if (!fullname) return refuse('Enter your full name.');
  if (values.dob && !isPastDate(values.dob)) return refuse('Enter your date of birth as YYYY-MM-DD.');
  user.fullname = fullname;
  Object.assign(user.profile, values);
  return ok({ status: true, message: 'Profile updated' });
};

const updatepic: DashboardHandler = async ({ store, user, form }) => {
  const image = await form.image('profilePic');
  user.profile.picture = store.uploads.save(image.bytes, image.kind);
  return ok({ status: true, message: 'Profile picture updated' });
};

const updateemail: DashboardHandler = ({ store, user, form }) => {
  const email = normalizeEmail(form.text('email'));
  if (!EMAIL_PATTERN.test(email)) return refuse(BAD_EMAIL);
  if (email === user.email) return refuse('That is already your email address.');
  if (store.userByEmail(email)) return refuse('Another account already uses that email address.');
  store.mail(user.email, 'Your email address was changed', `Your Demo Bank sign-in email is now ${email}.`);
  user.email = email;
  return ok({ status: true, message: 'Email updated' });
};

const updatepwd: DashboardHandler = ({ user, form }) => {
  const current = form.text('c_pwd');
  const next = form.text('n_pwd');
  if (next !== form.text('con_pwd')) return refuse(MISMATCH);
  if (!verifySecret(current, user.passwordHash)) return refuse('Your current password is not correct.');
  if (next.length < MIN_PASSWORD_LENGTH) return refuse(SHORT_PASSWORD);
  user.passwordHash = hashSecret(next);
  return ok({ status: true, message: 'Password changed' });
};

const supdatepin: DashboardHandler = ({ user, form }) => {
  const current = form.text('c_pwd');
  const next = form.text('n_pwd');
  if (next !== form.text('con_pwd')) return refuse(MISMATCH);
  if (!user.pinHash) return refuse('You have no transaction PIN yet. Create one first.');
  if (!verifySecret(current, user.pinHash)) return refuse('Your current PIN is not correct.');
  if (!PIN_PATTERN.test(next)) return refuse(BAD_PIN);
  user.pinHash = hashSecret(next);
  return ok({ status: true, message: 'PIN changed' });
};

const mnotificationar: DashboardHandler = ({ user, form }) => {
  const id = form.text('id');
  const notification = user.notifications.find((n) => String(n.id) === id);
  if (!notification) return refuse('That notification was not found.');
  notification.read = true;
  return ok({ status: true, message: 'Marked as read' });
};

/** The dashboard KYC page posts without a marker: one more document for a customer already signed in. */
export const submitDashboardKyc: DashboardHandler = async ({ store, user, form }) => {
  const home_address = form.text('home_address');
  const type = form.text('type');
  const image = await form.image('idcardFront');
  if (!home_address) return refuse('Enter your home address.');
  if (!ACCEPTED_DOCUMENT_TYPES.includes(type)) return refuse('Choose a document type from the list.');
  user.kyc.push({ type, home_address, files: [store.uploads.save(image.bytes, image.kind)], at: store.now() });
  return ok({ status: true, message: 'Document submitted for review' });
};

export const ACCOUNT_ACTIONS: Record<string, DashboardHandler> = {
  updatepin,
  updateprofile,
  updatepic,
  updateemail,
  updatepwd,
  supdatepin,
  mnotificationar,
};
