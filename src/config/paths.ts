/**
 * Every route of docs/spec-notes.md §2, relative to the page's basePath: the patterns the route table
 * matches and the hrefs screens link to, in one place.
 */
const seg = encodeURIComponent;

/**
 * A route parameter as it was before `seg` encoded it. wouter hands params over as they
 * appear in the URL (only `decodeURI`'d, so `%40`, `%2F`, `%2B` stay), hence `a%40b.test`
 * must become `a@b.test` before it is shown or posted. A malformed escape is kept as is.
 */
export function fromSegment(value: string | undefined): string {
  if (!value) return '';
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

export const paths = {
  root: '/',
  auth: {
    index: '/auth',
    signin: '/auth/signin',
    signup: '/auth/signup',
    forgot: '/auth/forgot',
    reset: '/auth/reset',
    resetLink: (email: string, token: string) => `/auth/reset/r/${seg(email)}/${seg(token)}`,
    resetLinkPattern: '/auth/reset/r/:email/:token',
    verify: (email: string) => `/auth/verify/${seg(email)}`,
    verifyPattern: '/auth/verify/:email',
    account: '/auth/account',
    verification: '/auth/account/verification',
    underReview: '/auth/account/under-review',
    info: '/auth/info',
    notice: '/auth/info/notice',
  },
  dashboard: {
    index: '/dashboard',
    pinCreation: '/dashboard/pincreation',
    pinConfirm: '/dashboard/pincreation/new1',
    settings: '/dashboard/settings',
    kyc: '/dashboard/kyc',
    statements: '/dashboard/statements',
    upgrade: '/dashboard/upgrade',
    profile: '/dashboard/profile',
    send: '/dashboard/send',
    sendPin: '/dashboard/send/pin',
    sendConfirm: '/dashboard/send/confirm',
    contact: '/dashboard/contact',
    notifications: '/dashboard/notifications',
    makePayment: '/dashboard/make-payment',
    makePaymentCrypto: '/dashboard/make-payment/crypto',
    fixedDeposit: '/dashboard/fixed-deposit',
    fixedDepositCrypto: '/dashboard/fixed-deposit/crypto',
    addFunds: '/dashboard/add-funds',
    addFundsCrypto: '/dashboard/add-funds/crypto',
    addFundsInstitution: '/dashboard/add-funds/it',
  },
} as const;

/** `path` is the page `page` or one below it ("/auth/info/notice" is under "/auth/info"). */
export const isUnder = (path: string, page: string) => path === page || path.startsWith(`${page}/`);

/** Pages a customer mid-verification (temporary token) may open. */
export const isVerificationPath = (path: string): boolean => path.startsWith('/auth/verify/') || isUnder(path, paths.auth.account) || isUnder(path, paths.auth.info);
