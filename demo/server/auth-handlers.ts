/**
 * `?crud=<action>` calls: sign-in, sign-up, email verification, password reset and the
 * signed-out KYC submission. Sign-in answers follow the branches the client routes on (docs/spec-notes.md §4).
 */
import { ACCEPTED_DOCUMENT_TYPES, KYC_DOCUMENTS } from './catalog.ts';
import type { Form } from './form.ts';
import { badRequest, ok, refuse, unauthorized, type Reply } from './reply.ts';
import { WIDGET_BASE } from './routes.ts';
import { BAD_EMAIL, EMAIL_PATTERN, MIN_PASSWORD_LENGTH, SHORT_PASSWORD } from './rules.ts';
import { hashSecret, mailedSecret, matchesSecret, randomDigits, randomToken, verifySecret } from './secrets.ts';
import { normalizeEmail, type DemoStore } from './store.ts';
import type { User } from './types.ts';
import { makeUser } from './users.ts';

const HOUR = 3_600_000;
const EMAIL_CODE_TTL_MS = 24 * HOUR;
const RESET_LINK_TTL_MS = HOUR;
/** Where the widget is mounted on the demo page; reset links point into it. */
const RESET_PATH = `${WIDGET_BASE}/auth/reset/r`;
const USERNAME_PATTERN = /^[A-Za-z0-9_.-]{3,30}$/;

const INVALID_CODE = 'That code is not valid. Check the email or ask for a new one.';
const INVALID_RESET = 'This reset link is invalid or has expired. Ask for a new one.';

function mailVerificationCode(store: DemoStore, user: User): void {
  const code = randomDigits(6);
  user.emailCode = mailedSecret(code, store.now(), EMAIL_CODE_TTL_MS);
  store.mail(user.email, 'Your verification code', `Your Demo Bank verification code is ${code}. It expires in 24 hours.`, {
    code,
  });
}

function mailResetLink(store: DemoStore, user: User): void {
  const token = randomToken();
  user.resetCode = mailedSecret(token, store.now(), RESET_LINK_TTL_MS);
  const link = `${RESET_PATH}/${encodeURIComponent(user.email)}/${token}`;
  store.mail(
    user.email,
    'Reset your password',
    `Someone asked to reset your Demo Bank password. Open this link within one hour to choose a new one: ${link}\nIf it was not you, ignore this email.`,
    { link },
  );
}

/** The sign-in answer for a user whose password (or email code) was just proven. */
function signInAnswer(store: DemoStore, user: User): Record<string, unknown> {
  if (user.role === 'admin') {
    return { jwt: store.openSession(user, 'full'), role: 'admin', message: 'Welcome, administrator. Redirecting to the admin area…' };
  }
  if (!user.emailVerified) {
    mailVerificationCode(store, user);
    return {
      jwt: store.openSession(user, 'temp'),
      verified: false,
      email: user.email,
      message: 'Please verify your email. We sent you a new code.',
    };
  }
  switch (user.verification) {
    case 'Not Verified':
    case 'Declined':
      return {
        jwt: store.openSession(user, 'temp'),
        verified: true,
        verification_status: user.verification,
        submitted: user.kyc.length > 0,
        email: user.email,
      };
    case 'Pending Verification':
      return { jwt: store.openSession(user, 'temp'), verified: true, verification_status: user.verification };
    case 'Verified':
      return {
        jwt: store.openSession(user, 'full'),
        role: 'customer',
        verified: true,
        verification_status: user.verification,
        message: 'Welcome Back',
      };
  }
}

/** Checked against for unknown emails, so they take as long as a wrong password. */
let decoyHash: string | undefined;

function userlogin(store: DemoStore, form: Form): Reply {
  const email = form.text('email');
  const password = form.text('password');
  const user = store.userByEmail(email);
  decoyHash ??= hashSecret('decoy');
  const valid = verifySecret(password, user?.passwordHash ?? decoyHash);
  // One answer for unknown email and wrong password, so accounts cannot be probed.
  if (!user || !valid) return ok({ error: true });
  return ok(signInAnswer(store, user));
}

function uniqueAccountNumber(store: DemoStore): string {
  for (;;) {
    const candidate = `30${randomDigits(8)}`;
    if (!store.state.users.some((u) => u.accountNo === candidate)) return candidate;
  }
}

function newuser(store: DemoStore, form: Form): Reply {
  const first = form.text('first_name');
  const last = form.text('last_name');
  const username = form.text('username');
  const email = normalizeEmail(form.text('email'));
  const password = form.text('password');
  const fullname = form.optionalText('fullname') || `${first} ${last}`.trim();

  if (!first || !last) return refuse('Enter your first and last name.');
  if (!USERNAME_PATTERN.test(username)) {
    return refuse('Choose a username of 3 to 30 letters, digits, dots, dashes or underscores.');
  }
  if (!EMAIL_PATTERN.test(email)) return refuse(BAD_EMAIL);
  if (password.length < MIN_PASSWORD_LENGTH) return refuse(SHORT_PASSWORD);
  if (store.userByEmail(email)) return refuse('An account with that email already exists. Sign in instead.');
  if (store.userByUsername(username)) return refuse('That username is taken. Choose another one.');

  const user = makeUser({
    id: store.nextId(),
    email,
    username,
    fullname,
    passwordHash: hashSecret(password),
    accountNo: uniqueAccountNumber(store),
  });
  store.state.users.push(user);
  store.notify(user, 'Welcome to Demo Bank', 'Your account is open. Verify your email and identity to start banking.');
  mailVerificationCode(store, user);
  return ok({ status: true, message: 'Account created. We sent a verification code to your email.' });
}

function verifyuser(store: DemoStore, form: Form): Reply {
  const user = store.userByEmail(form.text('email'));
  const code = form.text('ver_code');
  if (user?.emailVerified) return refuse('That email is already verified. Sign in instead.');
  if (!user || !matchesSecret(user.emailCode, code, store.now())) return refuse(INVALID_CODE);
  user.emailCode = null;
  user.emailVerified = true;
  return ok({ status: true, ...signInAnswer(store, user), message: 'Email verified' });
}

function resendconfirmcode(store: DemoStore, form: Form): Reply {
  const user = store.userByEmail(form.text('email'));
  if (user && user.role === 'customer' && !user.emailVerified) mailVerificationCode(store, user);
  // The same answer whatever the account's state, so it cannot be probed.
  return ok({ status: true, message: 'If that email still needs verifying, a new code is on its way.' });
}

/** Reset link requests answer alike for known and unknown emails; only known ones get mail. */
function sendResetLink(store: DemoStore, email: string): Reply {
  const user = store.userByEmail(email);
  if (user) mailResetLink(store, user);
  return ok({ status: true, message: 'If an account uses that email, we sent it a link to reset the password.' });
}

function resetPassword(store: DemoStore, form: Form): Reply {
  const user = store.userByEmail(form.text('email'));
  const code = form.text('reset_code');
  const password = form.text('new_password');
  if (password.length < MIN_PASSWORD_LENGTH) return refuse(SHORT_PASSWORD);
  if (!user || !matchesSecret(user.resetCode, code, store.now())) return refuse(INVALID_RESET);
  user.resetCode = null;
  user.passwordHash = hashSecret(password);
  store.endSessionsOf(user);
  store.mail(user.email, 'Your password was changed', 'Your Demo Bank password was just changed. If it was not you, contact support.');
  return ok({ status: true, message: 'Your password has been reset. You can sign in now.' });
}

function userforgot(store: DemoStore, form: Form): Reply {
  const action = form.text('action');
  if (action === 'code') return sendResetLink(store, form.text('email'));
  if (action === 'reset') return resetPassword(store, form);
  throw badRequest('The field "action" must be "code" or "reset".');
}

const resendforgotcode = (store: DemoStore, form: Form) => sendResetLink(store, form.text('email'));

/** Calls made with the temporary token: any valid session of the user will do. */
function sessionUser(store: DemoStore, form: Form): User {
  const found = store.session(form.optionalText('token'));
  if (!found) throw unauthorized();
  return found.user;
}

async function submit_verification(store: DemoStore, form: Form): Promise<Reply> {
  const user = sessionUser(store, form);
  const country = form.text('country');
  const phone = form.text('phone');
  const home_address = form.text('home_address');
  const type = form.text('type');
  const images = await Promise.all(['pic', 'idcardFront', 'idcardBack'].map((name) => form.image(name)));

  if (user.role !== 'customer') return refuse('Only customers submit identity documents.');
  if (!user.emailVerified) return refuse('Verify your email address first.');
  if (user.verification === 'Verified') return refuse('Your identity is already verified.');
  if (user.verification === 'Pending Verification') return refuse('Your documents are already under review.');
  if (!country || !phone || !home_address) return refuse('Fill in your country, phone number and home address.');
  if (!ACCEPTED_DOCUMENT_TYPES.includes(type)) return refuse('Choose a document type from the list.');

  const files = images.map((image) => store.uploads.save(image.bytes, image.kind));
  Object.assign(user.profile, { country, phone, home_address });
  user.kyc.push({ type, home_address, files, at: store.now() });
  user.verification = 'Pending Verification';
  return ok({ status: true, message: 'Verification submitted. We will review your documents shortly.' });
}

function getdocs(store: DemoStore, form: Form): Reply {
  sessionUser(store, form);
  return ok({ docs: KYC_DOCUMENTS.map((doc_name) => ({ doc_name })) });
}

export type AuthHandler = (store: DemoStore, form: Form) => Reply | Promise<Reply>;

const AUTH_ACTIONS = new Map<string, AuthHandler>([
  ['userlogin', userlogin],
  ['newuser', newuser],
  ['userforgot', userforgot],
  ['verifyuser', verifyuser],
  ['resendforgotcode', resendforgotcode],
  ['resendconfirmcode', resendconfirmcode],
  ['submit_verification', submit_verification],
  ['getdocs', getdocs],
]);

/** The handler for `?crud=<action>`; looked up before the body is read, so a bad action costs nothing. */
export function authAction(crud: string): AuthHandler {
  const handler = AUTH_ACTIONS.get(crud);
  if (!handler) throw badRequest(`Unknown action "${crud}".`);
  return handler;
}
