/** The wire format of the demo admin API (/__demo/*), shared by the server and the demo panel. */
import type { DepositKind, Role, VerificationStatus } from './types.ts';
import type { Dialect } from './dialect.ts';
import type { ArmedMoneyCall } from './money-call-behaviours.ts';

export interface MailView {
  id: number;
  to: string;
  subject: string;
  body: string;
  /** A code to type (email verification, transfer authorization). */
  code?: string;
  /** A path on the demo page (password reset). */
  link?: string;
  /** ISO 8601. */
  at: string;
}

export interface UserSummary {
  email: string;
  username: string;
  fullname: string;
  role: Role;
  emailVerified: boolean;
  verification: VerificationStatus;
  hasPin: boolean;
  balance: number;
  plan: string;
  accountNo: string;
  /** The next transfer needs an authorization code. */
  transferCodeRequired: boolean;
  unreadNotifications: number;
}

export interface PendingDepositView {
  id: number;
  email: string;
  kind: DepositKind;
  type: string;
  amount: number;
  /** Purpose or plan; '' for a plain crypto deposit. */
  detail: string;
  proofUrl: string;
  /** ISO 8601. */
  createdAt: string;
}

export interface DemoStateView {
  /** Newest first. */
  mailbox: MailView[];
  users: UserSummary[];
  pendingDeposits: PendingDepositView[];
  /** How the backend writes its answers (dialect.ts). */
  dialect: Dialect;
  /** What the next transfer or deposit meets (POST /__demo/next-money-call); null: nothing armed. */
  nextMoneyCall: ArmedMoneyCall | null;
}

/** Every admin POST answers this (errors with a 4xx status and `error: true`). */
export interface AdminAnswer {
  status: boolean;
  error?: boolean;
  message: string;
}
