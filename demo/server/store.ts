/**
 * The one mutable thing: users, deposits, mailbox, sessions and uploads, all in memory.
 * Handlers read and change `state` directly; the methods here are the operations several
 * handlers share (sessions, mail, ledger) so each is done one way.
 */
import { randomToken } from './secrets.ts';
import { seedState } from './seed.ts';
import { UploadStore } from './uploads.ts';
import { dialectFromEnv, type Dialect } from './dialect.ts';
import type { ArmedMoneyCall } from './money-call-behaviours.ts';
import type { DemoState, Listed, Mail, Transaction, User } from './types.ts';

/** A temporary token (email or KYC not done) opens only the verification calls. */
export type SessionKind = 'full' | 'temp';

export interface Session {
  userId: number;
  kind: SessionKind;
  /** When this session last passed confirmmypin; a transfer must follow within PIN_CONFIRM_TTL_MS. */
  pinConfirmedAt: number | null;
  /** The authorization code the admin side required was entered in this session. */
  codeConfirmed: boolean;
}

export interface StoreOptions {
  /** Injected so tests can move time (link expiry) without waiting. */
  clock?: () => number;
  /** Where mailed codes and links are printed; console by default. */
  log?: (line: string) => void;
  /** How answers are written (dialect.ts); DEMO_DIALECT, else plain. */
  dialect?: Dialect;
}

const MAILBOX_LIMIT = 200;
const JOURNAL_LIMIT = 500;

/**
 * One request to api/users.php, as the bank saw it: who sent it (a browser's Origin and
 * cookies, or a server without them) and which session token came with it. Tests read it to
 * prove what reached the bank, and what did not.
 */
export interface JournalEntry {
  /** Counts every request since the server started (the journal keeps only the last ones). */
  seq: number;
  method: string;
  /** The crud action, or the dashboard call's marker ('kyc' without one); '' when no form was read. */
  call: string;
  /** The `token` field as it came; '' without one. */
  token: string;
  /** The Origin header; '' without one (a server-to-server call sends none). */
  origin: string;
  /** Whether the request carried any cookie. */
  cookies: boolean;
  userAgent: string;
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export class DemoStore {
  readonly uploads = new UploadStore();
  readonly log: (line: string) => void;
  private readonly clock: () => number;
  private sessions = new Map<string, Session>();
  state: DemoState;
  /** Switched by the admin panel; a reset of the data keeps it. */
  dialect: Dialect;
  /** What the bank controls armed for the next money call (next-money-call.ts); a reset disarms it. */
  nextMoneyCall: ArmedMoneyCall | null = null;
  /** Digests of money calls whose connection the demo reset, and until when a replay of one is lost too. */
  readonly lostRequests = new Map<string, number>();
  /** Until when the lists a lost answer is checked against answer late (next-money-call.ts, LIST_HOLD_MS). */
  holdListsUntil = 0;
  /** The last requests to api/users.php, oldest first (GET /__demo/journal). */
  readonly journal: JournalEntry[] = [];

  private journalled = 0;

  note(entry: Omit<JournalEntry, 'seq'>): void {
    this.journal.push({ seq: ++this.journalled, ...entry });
    if (this.journal.length > JOURNAL_LIMIT) this.journal.splice(0, this.journal.length - JOURNAL_LIMIT);
  }

  constructor(options: StoreOptions = {}) {
    this.dialect = options.dialect ?? dialectFromEnv();
    this.clock = options.clock ?? Date.now;
    this.log = options.log ?? ((line) => console.log(line));
    this.state = seedState(this.now(), this.uploads);
  }

  now(): number {
    return this.clock();
  }

  /** Back to the seed: data, uploads and every session (signed-in browsers must sign in again). */
  reset(): void {
    this.sessions.clear();
    this.uploads.clear();
    this.nextMoneyCall = null;
    this.lostRequests.clear();
    this.holdListsUntil = 0;
    this.state = seedState(this.now(), this.uploads);
  }

  nextId(): number {
    return this.state.nextId++;
  }

  userByEmail(email: string): User | undefined {
    const wanted = normalizeEmail(email);
    return this.state.users.find((u) => u.email === wanted);
  }

  userByUsername(username: string): User | undefined {
    const wanted = username.trim().toLowerCase();
    return this.state.users.find((u) => u.username.toLowerCase() === wanted);
  }

  userById(id: number): User | undefined {
    return this.state.users.find((u) => u.id === id);
  }

  openSession(user: User, kind: SessionKind): string {
    const token = randomToken();
    this.sessions.set(token, { userId: user.id, kind, pinConfirmedAt: null, codeConfirmed: false });
    return token;
  }

  session(token: string): { session: Session; user: User } | null {
    const session = token ? this.sessions.get(token) : undefined;
    const user = session && this.userById(session.userId);
    return session && user ? { session, user } : null;
  }

  /** After a password reset every existing sign-in of that user is void. */
  endSessionsOf(user: User): void {
    for (const [token, session] of this.sessions) if (session.userId === user.id) this.sessions.delete(token);
  }

  /** "Sends" a mail: kept in the demo mailbox (newest first) and printed for the console user. */
  mail(to: string, subject: string, body: string, extra: Pick<Mail, 'code' | 'link'> = {}): Mail {
    const mail: Mail = { id: this.nextId(), to, subject, body, ...extra, at: this.now() };
    this.state.mailbox.unshift(mail);
    this.state.mailbox.length = Math.min(this.state.mailbox.length, MAILBOX_LIMIT);
    const detail = [mail.code && `code ${mail.code}`, mail.link && `link ${mail.link}`].filter(Boolean).join(', ');
    this.log(`[demo mail] to ${to}: ${subject}${detail ? ` (${detail})` : ''}`);
    return mail;
  }

  notify(user: User, title: string, body: string): void {
    user.notifications.unshift({ id: this.nextId(), title, body, read: false, at: this.now() });
  }

  /** The entries the customer's lists show now: a bank that books late lists some only later. */
  listed<T extends Listed>(entries: T[]): T[] {
    const now = this.now();
    return entries.filter((e) => e.listedFrom === undefined || e.listedFrom <= now);
  }

  /** Books late: the user's ledger lines, deposits and notifications from id `firstId` on are listed only from `listedFrom`. */
  listFrom(user: User, firstId: number, listedFrom: number): void {
    const since = <T extends Listed & { id: number }>(entries: T[]) => entries.filter((e) => e.id >= firstId);
    const entries: Listed[] = [...since(user.transactions), ...since(user.notifications), ...since(this.state.deposits.filter((d) => d.userId === user.id))];
    for (const entry of entries) entry.listedFrom = listedFrom;
  }

  /** Adds a ledger line (newest first). Balances are changed by the caller, which knows why. */
  record(user: User, line: Omit<Transaction, 'id' | 'at'>): Transaction {
    const transaction: Transaction = { id: this.nextId(), at: this.now(), ...line };
    user.transactions.unshift(transaction);
    return transaction;
  }
}
