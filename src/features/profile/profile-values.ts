/** Pure helpers of the profile screen: what a form starts from, the lists it offers, initials. */
import type { ProfileUpdate } from '../../api/dashboard';
import type { Customer } from '../../api/schemas';
import type { I18n, MessageId } from '../../lib/i18n';

/** The values the server stores (posted in English), each with the message that names it on screen. */
export type Labels = ReadonlyMap<string, MessageId>;
export const GENDERS: Labels = new Map([
  ['Female', 'profile.gender.female'],
  ['Male', 'profile.gender.male'],
  ['Other', 'profile.gender.other'],
]);
export const MARITAL_STATUSES: Labels = new Map([
  ['Single', 'profile.marital.single'],
  ['Married', 'profile.marital.married'],
  ['Divorced', 'profile.marital.divorced'],
  ['Widowed', 'profile.marital.widowed'],
]);

/** A stored value in the customer's language when it is one of ours; anything else as the server holds it. */
export const valueLabel = (t: I18n['t'], labels: Labels, value: string) => {
  const id = labels.get(value);
  return id ? t(id) : value;
};

/** Our values named in the customer's language, for a select. */
export const labelled = (t: I18n['t'], labels: Labels) => [...labels].map(([value, id]) => ({ value, label: t(id) }));

type Option = string | { value: string; label: string };

/** The list with the customer's own value added when the server holds one the list lacks, so saving never drops it. */
export const withCurrent = (list: readonly Option[], current: string): readonly Option[] =>
  current && !list.some((o) => (typeof o === 'string' ? o : o.value) === current) ? [current, ...list] : list;

export { initials } from '../../lib/initials';

/** The edit form starts from what the server holds; a date input takes only YYYY-MM-DD. */
export const formValues = (user: Customer): ProfileUpdate => ({
  fullname: user.fullname,
  phone: user.phone,
  gender: user.gender,
  dob: /^\d{4}-\d{2}-\d{2}/.test(user.dob) ? user.dob.slice(0, 10) : '',
  country: user.country,
  marital_status: user.marital_status,
  home_address: user.home_address,
  // The server never sends it back (docs/spec-notes.md §3: submitted only).
  next_of_kin: '',
});
