import { describe, expect, it } from 'vitest';
import { emailBlock, passwordBlock, pinBlock, pinReason } from '../../../../src/features/settings/settings-rules';
import { createI18n } from '../../../../src/lib/i18n';

/** The rules in the screen's words: English here, the spec's language. */
const { t } = createI18n('en');
/** The spec's text. */
const MISMATCH = 'Password Mismatch';

const secret = (c_pwd: string, n_pwd: string, con_pwd: string) => ({ c_pwd, n_pwd, con_pwd });

describe('settings email rule (Save only for a standard address)', () => {
  it.each([
    ['', 'Enter your new email address'],
    ['   ', 'Enter your new email address'],
    ['jane', 'Enter an email address like name@example.com'],
    ['jane@bank', 'Enter an email address like name@example.com'],
    ['jane@@bank.test', 'Enter an email address like name@example.com'],
    ['jane doe@bank.test', 'Enter an email address like name@example.com'],
  ])('%j is refused: %s', (email, reason) => expect(emailBlock(email, t)).toBe(reason));

  it.each(['jane@bank.test', ' jane.doe+pay@mail.example.co.uk '])('%j may be saved', (email) => expect(emailBlock(email, t)).toBeNull());
});

describe('settings password rule (all three filled, new equals confirm, at least 6 characters as at sign-up)', () => {
  it('says "Password Mismatch" as soon as the confirmation departs from the new password', () => {
    expect(passwordBlock(secret('old-pass', 'secret-1', 'secret-2'), t)).toBe(MISMATCH);
    expect(passwordBlock(secret('old-pass', 'secret-1', 'x'), t)).toBe(MISMATCH);
    // Longer than the new one: no longer "still typing".
    expect(passwordBlock(secret('old-pass', 'secret', 'secret-1'), t)).toBe(MISMATCH);
    // A mismatch is named even before the current password is filled in.
    expect(passwordBlock(secret('', 'secret-1', 'secret-2'), t)).toBe(MISMATCH);
  });

  it.each([secret('', '', ''), secret('', 'secret-1', 'secret-1'), secret('old-pass', '', ''), secret('old-pass', 'secret-1', '')])('asks for all three fields: %j', (v) =>
    expect(passwordBlock(v, t)).toBe('Fill in all three fields'),
  );

  it('asks to finish the confirmation while it is the start of the new password', () => {
    expect(passwordBlock(secret('old-pass', 'secret-1', 'secr'), t)).toBe('Type the new password again to confirm it');
  });

  it('refuses a new password of 5 characters or fewer with the sign-up message, accepts 6', () => {
    expect(passwordBlock(secret('old-pass', 'abcde', 'abcde'), t)).toBe('Password must be at least 6 characters');
    expect(passwordBlock(secret('old-pass', 'a', 'a'), t)).toBe('Password must be at least 6 characters');
    expect(passwordBlock(secret('old-pass', 'abcdef', 'abcdef'), t)).toBeNull();
  });
});

describe('settings PIN rule (new equals confirm, exactly 4 digits)', () => {
  it('says "Password Mismatch" when the new PIN and its confirmation differ', () => {
    expect(pinBlock(secret('1234', '5678', '5679'), t)).toBe(MISMATCH);
    expect(pinBlock(secret('1234', '5678', '9'), t)).toBe(MISMATCH);
    expect(pinBlock(secret('', '5678', '8765'), t)).toBe(MISMATCH);
  });

  it.each([secret('', '5678', '5678'), secret('123', '5678', '5678'), secret('12a4', '5678', '5678')])('asks for the current 4-digit PIN: %j', (v) =>
    expect(pinBlock(v, t)).toBe('Enter your current 4-digit PIN'),
  );

  it.each([secret('1234', '', ''), secret('1234', '567', '567'), secret('1234', '56789', '56789'), secret('1234', 'abcd', 'abcd')])(
    'asks for a new PIN of exactly 4 digits: %j',
    (v) => expect(pinBlock(v, t)).toBe('Enter a new 4-digit PIN'),
  );

  it('asks to type the new PIN again while the confirmation is incomplete', () => {
    expect(pinBlock(secret('1234', '5678', ''), t)).toBe('Type the new PIN again to confirm it');
    expect(pinBlock(secret('1234', '5678', '56'), t)).toBe('Type the new PIN again to confirm it');
  });

  it('may be saved with the current PIN and a matching new 4-digit PIN', () => {
    expect(pinBlock(secret('1234', '5678', '5678'), t)).toBeNull();
  });

  it('names the field each reason is about, so it stands under that field', () => {
    expect(pinReason(secret('12', '', ''), t)?.field).toBe('c_pwd');
    expect(pinReason(secret('1234', '56', ''), t)?.field).toBe('n_pwd');
    expect(pinReason(secret('1234', '5678', '56'), t)?.field).toBe('con_pwd');
    expect(pinReason(secret('', '5678', '5679'), t)?.field).toBe('con_pwd');
    expect(pinReason(secret('1234', '5678', '5678'), t)).toBeNull();
  });
});
