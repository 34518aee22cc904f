/**
 * The demo data set: one account per branch the client routes on (docs/spec-notes.md §4), plus a rich
 * customer for the dashboard. Built fresh on start and on every reset; dates are relative
 * to "now" so the history always looks current.
 */
import { hashSecret } from './secrets.ts';
import { sniffImage, type UploadStore } from './uploads.ts';
import { emptyProfile, makeUser } from './users.ts';
import type { DemoState, Deposit, Notification, Profile, Transaction, TransferDetails, User } from './types.ts';

const DEMO_PASSWORD = 'demo1234';
const ADMIN_PASSWORD = 'admin1234';
const DEMO_PIN = '1234';

const DEMO_ACCOUNTS = [
  { email: 'demo@bank.test', password: DEMO_PASSWORD, about: `verified customer, PIN ${DEMO_PIN}, $25,000.00 and a full history` },
  { email: 'nopin@bank.test', password: DEMO_PASSWORD, about: 'verified customer without a transaction PIN' },
  { email: 'unverified@bank.test', password: DEMO_PASSWORD, about: 'email not verified yet (a code is mailed on sign-in)' },
  { email: 'pending@bank.test', password: DEMO_PASSWORD, about: 'KYC "Pending Verification"' },
  { email: 'declined@bank.test', password: DEMO_PASSWORD, about: 'KYC "Declined"' },
  { email: 'admin@bank.test', password: ADMIN_PASSWORD, about: 'administrator (sent to the admin area)' },
] as const;

export function describeAccounts(): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((a) => a.email.length));
  return DEMO_ACCOUNTS.map((a) => `  ${a.email.padEnd(width)}  ${a.password.padEnd(9)}  ${a.about}`).join('\n');
}

/** scrypt is deliberately slow; the seed reuses one hash per secret instead of re-hashing on every reset. */
const hashes = new Map<string, string>();
const seededHash = (secret: string) => {
  let hash = hashes.get(secret);
  if (!hash) hashes.set(secret, (hash = hashSecret(secret)));
  return hash;
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const AVATAR_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
<rect width="96" height="96" rx="48" fill="#1d4ed8"/>
<text x="48" y="58" font-family="Arial, sans-serif" font-size="34" fill="#ffffff" text-anchor="middle">AM</text>
</svg>`;

/** Stands in for the screenshots customers upload as payment proof. */
const RECEIPT_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160">
<rect width="240" height="160" fill="#ffffff" stroke="#4b5563"/>
<text x="16" y="36" font-family="Arial, sans-serif" font-size="18" fill="#111827">Payment receipt</text>
<text x="16" y="76" font-family="Arial, sans-serif" font-size="14" fill="#374151">Demo wallet transfer</text>
<text x="16" y="104" font-family="Arial, sans-serif" font-size="14" fill="#374151">Status: sent</text>
</svg>`;

/** Stores a seeded SVG under a fixed name so its URL survives resets. */
function seedImage(uploads: UploadStore, name: string, svg: string): string {
  const bytes = new TextEncoder().encode(svg);
  const kind = sniffImage(bytes);
  if (!kind) throw new Error(`seed image ${name} is not an SVG`);
  return uploads.save(bytes, kind, name);
}

const payee = (name: string, bank: string, act_no: string): TransferDetails => ({
  bank,
  swift: 'FHBKUS44',
  currency: 'USD',
  routing: '026073150',
  country: 'United States',
  act_no,
  act_hold_name: name,
  note: 'Demo transfer',
});

/** Recurring lines of the rich history; cycled to give 30+ entries of every type and status. */
const HISTORY: Array<Pick<Transaction, 'name' | 'cents' | 'type' | 'transfer'>> = [
  { name: 'Salary - Northwind Ltd', cents: 3_200_00, type: 'credit' },
  { name: 'Transfer to Jamie Chen', cents: 450_00, type: 'debit', transfer: payee('Jamie Chen', 'First Harbor Bank', '5500123498') },
  { name: 'Card payment - Grocer\u2019s Market', cents: 86_20, type: 'debit' },
  { name: 'Crypto deposit (BTC)', cents: 1_500_00, type: 'credit' },
  { name: 'Rent - Harbour Homes', cents: 1_450_00, type: 'debit' },
  { name: 'Refund - Skyline Air', cents: 240_50, type: 'credit' },
  { name: 'Utility bill - City Power', cents: 120_75, type: 'debit' },
  { name: 'Transfer to Maria Gomez', cents: 300_00, type: 'debit', transfer: payee('Maria Gomez', 'Coastal Credit Union', '7788990011') },
  { name: 'Transfer from Sam Lee', cents: 150_00, type: 'credit' },
  { name: 'Subscription - StreamPlus', cents: 15_99, type: 'debit' },
  { name: 'Interest', cents: 12_34, type: 'credit' },
];

class SeedBuilder {
  private id = 1;
  readonly state: DemoState = { users: [], deposits: [], mailbox: [], nextId: 0 };

  constructor(readonly now: number) {}

  nextId = () => this.id++;

  /** A seeded user: verified unless said otherwise, password demo1234 unless given. */
  user({
    password = DEMO_PASSWORD,
    pin,
    profile,
    ...fields
  }: Pick<User, 'email' | 'username' | 'fullname' | 'accountNo'> &
    Partial<Pick<User, 'role' | 'emailVerified' | 'verification' | 'plan' | 'balanceCents'>> & {
      password?: string;
      pin?: string;
      profile?: Partial<Profile>;
    }): User {
    const user = makeUser({
      id: this.nextId(),
      emailVerified: true,
      verification: 'Verified',
      ...fields,
      passwordHash: seededHash(password),
      pinHash: pin ? seededHash(pin) : null,
      profile: { ...emptyProfile(), ...profile },
    });
    this.state.users.push(user);
    return user;
  }

  transaction(user: User, daysAgo: number, t: Pick<Transaction, 'name' | 'cents' | 'type' | 'status' | 'transfer'>) {
    user.transactions.push({ id: this.nextId(), at: this.now - daysAgo * DAY, ...t });
  }

  notification(user: User, hoursAgo: number, n: Pick<Notification, 'title' | 'body' | 'read'>) {
    user.notifications.push({ id: this.nextId(), at: this.now - hoursAgo * HOUR, ...n });
  }

  deposit(user: User, daysAgo: number, d: Pick<Deposit, 'kind' | 'type' | 'cents' | 'status' | 'proof' | 'detail'>) {
    this.state.deposits.push({ id: this.nextId(), userId: user.id, at: this.now - daysAgo * DAY, ...d });
  }

  kyc(user: User, daysAgo: number, type: string) {
    user.kyc.push({ type, home_address: user.profile.home_address, files: [], at: this.now - daysAgo * DAY });
  }

  finish(): DemoState {
    for (const user of this.state.users) {
      user.transactions.sort((a, b) => b.at - a.at);
      user.notifications.sort((a, b) => b.at - a.at);
    }
    this.state.nextId = this.id;
    return this.state;
  }
}

/** Status of the i-th history line: mostly settled, some still moving, a few failed. */
const historyStatus = (i: number): Transaction['status'] => (i % 9 === 4 ? 'failed' : i % 6 === 1 ? 'in_progress' : 'successful');

export function seedState(now: number, uploads: UploadStore): DemoState {
  const seed = new SeedBuilder(now);
  const avatar = seedImage(uploads, 'avatar-alex-morgan.svg', AVATAR_SVG);
  const receipt = seedImage(uploads, 'receipt-demo.svg', RECEIPT_SVG);

  const demo = seed.user({
    email: 'demo@bank.test',
    username: 'alexmorgan',
    fullname: 'Alex Morgan',
    pin: DEMO_PIN,
    plan: 'Tier 2',
    accountNo: '3021458796',
    balanceCents: 25_000_00,
    profile: {
      phone: '+1 555 010 2233',
      gender: 'Female',
      dob: '1990-04-12',
      country: 'United States',
      marital_status: 'Single',
      home_address: '42 Harbour Street, Boston, MA 02110',
      next_of_kin: 'Sam Morgan',
      picture: avatar,
    },
  });
  for (let i = 0; i < 33; i++) {
    const line = HISTORY[i % HISTORY.length];
    if (line) seed.transaction(demo, i * 1.7 + 0.1, { ...line, status: historyStatus(i) });
  }
  seed.notification(demo, 2, {
    title: 'Transfer in progress',
    body: 'Your transfer of $450.00 to Jamie Chen is being processed.',
    read: false,
  });
  seed.notification(demo, 20, {
    title: 'New statement available',
    body: 'Your monthly statement is ready under Statements & Report.',
    read: false,
  });
  seed.notification(demo, 72, { title: 'Deposit confirmed', body: 'Your BTC deposit of $1,500.00 was credited.', read: true });
  seed.notification(demo, 240, { title: 'Welcome to Demo Bank', body: 'Thanks for opening an account with us.', read: true });
  seed.deposit(demo, 0.2, { kind: 'crypto', type: 'BTC', cents: 500_00, status: 'pending', proof: receipt, detail: '' });
  seed.deposit(demo, 3, { kind: 'crypto', type: 'ETH', cents: 1_500_00, status: 'confirmed', proof: receipt, detail: '' });
  seed.deposit(demo, 9, { kind: 'crypto', type: 'USDT (TRC20)', cents: 250_00, status: 'declined', proof: receipt, detail: '' });

  const nopin = seed.user({
    email: 'nopin@bank.test',
    username: 'noahparker',
    fullname: 'Noah Parker',
    accountNo: '3021458801',
    balanceCents: 1_200_00,
    profile: { country: 'Canada', home_address: '9 Maple Road, Toronto, ON' },
  });
  seed.transaction(nopin, 1, { name: 'Opening deposit', cents: 1_000_00, type: 'credit', status: 'successful' });
  seed.transaction(nopin, 0.5, { name: 'Transfer from Ava Brown', cents: 200_00, type: 'credit', status: 'successful' });
  seed.notification(nopin, 1, { title: 'Create your PIN', body: 'Set a 4-digit transaction PIN to send money.', read: false });

  seed.user({
    email: 'unverified@bank.test',
    username: 'umavance',
    fullname: 'Uma Vance',
    emailVerified: false,
    verification: 'Not Verified',
    accountNo: '3021458815',
  });

  const pending = seed.user({
    email: 'pending@bank.test',
    username: 'priyashah',
    fullname: 'Priya Shah',
    verification: 'Pending Verification',
    accountNo: '3021458829',
    profile: { country: 'United Kingdom', phone: '+44 20 7946 0000', home_address: '7 Elm Row, London' },
  });
  seed.kyc(pending, 1, 'International Passport');

  const declined = seed.user({
    email: 'declined@bank.test',
    username: 'diegolopez',
    fullname: 'Diego Lopez',
    verification: 'Declined',
    accountNo: '3021458833',
    profile: { country: 'Spain', home_address: 'Calle Mayor 1, Madrid' },
  });
  seed.kyc(declined, 4, 'National ID Card');

  seed.user({
    role: 'admin',
    email: 'admin@bank.test',
    username: 'admin',
    fullname: 'Demo Administrator',
    password: ADMIN_PASSWORD,
    accountNo: '',
  });

  return seed.finish();
}
