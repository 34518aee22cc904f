/** Pure helpers of the profile screen: what a form starts from, the lists it offers, initials. */
import type { ProfileUpdate } from '../../api/dashboard';
import type { User } from '../../api/schemas';

export const DEFAULT_PLAN = 'Tier 1';
export const SAVED = 'Action Successful';
export const GENDERS = ['Female', 'Male', 'Other'];
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'];

/** The list with the customer's own value added when the server holds one the list lacks, so saving never drops it. */
export const withCurrent = (list: readonly string[], current: string) => (current && !list.includes(current) ? [current, ...list] : list);

export { initials } from '../../lib/initials';

/** The edit form starts from what the server holds; a date input takes only YYYY-MM-DD. */
export const formValues = (user: User): ProfileUpdate => ({
  fullname: user.fullname,
  phone: user.phone,
  gender: user.gender,
  dob: /^\d{4}-\d{2}-\d{2}/.test(user.dob) ? user.dob.slice(0, 10) : '',
  country: user.country,
  marital_status: user.marital_status,
  home_address: user.home_address,
  // The server never sends it back (spec §3: submitted only).
  next_of_kin: '',
});
