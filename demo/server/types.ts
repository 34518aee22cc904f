/** The demo backend's in-memory model. Money is held in integer cents so sums never drift. */

export type VerificationStatus = 'Not Verified' | 'Pending Verification' | 'Verified' | 'Declined';
export type Role = 'customer' | 'admin';
type TransactionType = 'credit' | 'debit';
type TransactionStatus = 'successful' | 'in_progress' | 'failed';
type DepositStatus = 'pending' | 'confirmed' | 'declined';
/** The form each deposit came from: newcd, newmpc, newfdc, newupgrade. */
export type DepositKind = 'crypto' | 'payment' | 'fixed' | 'upgrade';

export interface Profile {
  phone: string;
  gender: string;
  dob: string;
  country: string;
  marital_status: string;
  home_address: string;
  next_of_kin: string;
  /** Name of an upload served at /uploads/<name>; '' for none. */
  picture: string;
}

/** Where an outgoing bank transfer went; only transfers carry it. */
export interface TransferDetails {
  bank: string;
  swift: string;
  currency: string;
  routing: string;
  country: string;
  act_no: string;
  act_hold_name: string;
  note: string;
}

/** An entry a bank that books late lists only from `listedFrom` (epoch ms); listed at once without it. */
export interface Listed {
  listedFrom?: number;
}

export interface Transaction extends Listed {
  id: number;
  name: string;
  /** Epoch milliseconds; formatted on the way out. */
  at: number;
  cents: number;
  type: TransactionType;
  status: TransactionStatus;
  transfer?: TransferDetails;
}

export interface Notification extends Listed {
  id: number;
  title: string;
  body: string;
  read: boolean;
  at: number;
}

/** A document set sent for identity review (auth submit_verification or the dashboard KYC page). */
interface KycSubmission {
  type: string;
  home_address: string;
  /** Upload names. */
  files: string[];
  at: number;
}

/** A one-time secret mailed to the user, kept hashed. */
export interface MailedSecret {
  hash: string;
  expiresAt: number;
  /** Wrong guesses left before the secret is void (stops brute-forcing short codes). */
  triesLeft: number;
}

export interface User {
  id: number;
  role: Role;
  email: string;
  username: string;
  fullname: string;
  passwordHash: string;
  pinHash: string | null;
  emailVerified: boolean;
  verification: VerificationStatus;
  plan: string;
  accountNo: string;
  balanceCents: number;
  profile: Profile;
  transactions: Transaction[];
  notifications: Notification[];
  kyc: KycSubmission[];
  emailCode: MailedSecret | null;
  resetCode: MailedSecret | null;
  /** Set by the admin side: the next transfer needs this authorization code. */
  transferCode: MailedSecret | null;
}

export interface Deposit extends Listed {
  id: number;
  userId: number;
  kind: DepositKind;
  /** Crypto method name, e.g. "BTC". */
  type: string;
  cents: number;
  /** Purpose (payment) or plan (fixed deposit, upgrade); '' for crypto deposits. */
  detail: string;
  proof: string;
  status: DepositStatus;
  at: number;
}

export interface Mail {
  id: number;
  to: string;
  subject: string;
  body: string;
  code?: string;
  link?: string;
  at: number;
}

export interface DemoState {
  users: User[];
  deposits: Deposit[];
  /** Newest first. */
  mailbox: Mail[];
  nextId: number;
}
