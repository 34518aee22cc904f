/** One way to make a user record, for the seed and for sign-up alike. */
import { DEFAULT_PLAN } from './catalog.ts';
import type { Profile, User } from './types.ts';

export const emptyProfile = (): Profile => ({
  phone: '',
  gender: '',
  dob: '',
  country: '',
  marital_status: '',
  home_address: '',
  next_of_kin: '',
  picture: '',
});

type GivenFields = 'id' | 'email' | 'username' | 'fullname' | 'passwordHash' | 'accountNo';

/** A user as sign-up creates one (email and identity unverified, no PIN, no money) unless told otherwise. */
export function makeUser(init: Pick<User, GivenFields> & Partial<Omit<User, GivenFields>>): User {
  return {
    role: 'customer',
    pinHash: null,
    emailVerified: false,
    verification: 'Not Verified',
    plan: DEFAULT_PLAN,
    balanceCents: 0,
    profile: emptyProfile(),
    transactions: [],
    notifications: [],
    kyc: [],
    emailCode: null,
    resetCode: null,
    transferCode: null,
    ...init,
  };
}
