/**
 * Every control on the signed-out forms has a visible label and the spec's `name`
 * (docs/spec-notes.md §2 / §7 field names), so autofill, password managers and the backend agree.
 */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { mountAt, stubApi, type Widget, storeTemporaryToken } from '../../support/test-utils';

/** Each form control in the widget with the text of its <label>. */
function controls(w: Widget) {
  const labels = [...w.shadow.querySelectorAll('label')];
  return [...w.shadow.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea')].map((control) => {
    const label = labels.find((l) => l.htmlFor === control.id);
    return { control, name: control.name, label: label?.textContent?.trim() ?? '', labelHidden: Boolean(label?.closest('.visually-hidden')) };
  });
}

const screens: Array<{ path: string; heading: string; expected: Record<string, string>; setup?: () => void }> = [
  {
    path: '/wp-user/auth/signin',
    heading: 'Sign In',
    expected: { email: 'Email', password: 'Password', remember: 'Remember me' },
  },
  {
    path: '/wp-user/auth/signup',
    heading: 'Profile setup',
    expected: {
      first_name: 'First name',
      last_name: 'Last name',
      username: 'Username',
      email: 'Email',
      password: 'Password',
      confirm_password: 'Confirm password',
      terms: 'I am 18 or older and I accept the terms and conditions',
    },
  },
  {
    path: '/wp-user/auth/verify/a%40b.test',
    heading: 'Verify your email',
    expected: { ver_code: 'Verification code' },
  },
  {
    path: '/wp-user/auth/forgot',
    heading: 'Forgot Password',
    expected: { email: 'Email' },
  },
  {
    path: '/wp-user/auth/reset/r/a%40b.test/TOKEN',
    heading: 'Create New Password',
    expected: {
      new_password: 'New password',
      confirm_password: 'Confirm new password',
      terms: 'I am 18 or older and I accept the terms and conditions',
    },
  },
  {
    path: '/wp-user/auth/reset',
    heading: 'Create New Password',
    expected: {
      email: 'Email',
      reset_code: 'Reset code',
      new_password: 'New password',
      confirm_password: 'Confirm new password',
      terms: 'I am 18 or older and I accept the terms and conditions',
    },
  },
  {
    path: '/wp-user/auth/account/verification',
    heading: 'Submit Verification',
    setup: () => storeTemporaryToken('T'),
    expected: {
      country: 'Country',
      phone: 'Phone number',
      home_address: 'Home address',
      pic: 'Selfie picture',
      type: 'Document type',
      idcardFront: 'Front of the document',
      idcardBack: 'Back of the document',
    },
  },
];

describe('Signed-out form controls', () => {
  it.each(screens)('$path: every control has a visible label and the spec name', async ({ path, heading, expected, setup }) => {
    stubApi();
    setup?.();
    const w = mountAt(path);
    await w.heading(heading);
    const found = controls(w);
    expect(Object.fromEntries(found.map((c) => [c.name, c.label]))).toEqual(expected);
    for (const c of found) {
      expect(c.label, `label of ${c.name}`).not.toBe('');
      expect(c.labelHidden, `label of ${c.name} is visible`).toBe(false);
      // The label is the control's accessible name.
      expect(w.ui.getByLabelText(c.label)).toBe(c.control);
    }
  });

  it('the verification code is a numeric one-time code', async () => {
    stubApi();
    const w = mountAt('/wp-user/auth/verify/a%40b.test');
    const code = (await w.ui.findByLabelText('Verification code')) as HTMLInputElement;
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.name).toBe('ver_code');
  });

  it('sign-in email and password use the autofill tokens password managers expect', async () => {
    stubApi();
    const w = mountAt('/wp-user/auth/signin');
    await w.heading('Sign In');
    const email = w.ui.getByLabelText('Email') as HTMLInputElement;
    const password = w.ui.getByLabelText('Password') as HTMLInputElement;
    expect(email.type).toBe('email');
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(password.type).toBe('password');
    expect(password.getAttribute('autocomplete')).toBe('current-password');
    // Show/Hide reveals the password without losing it.
    await w.user.type(password, 'abc123');
    await w.user.click(w.ui.getByRole('button', { name: /^Show\s*password$/ }));
    await waitFor(() => expect((w.ui.getByLabelText('Password') as HTMLInputElement).type).toBe('text'));
    expect((w.ui.getByLabelText('Password') as HTMLInputElement).value).toBe('abc123');
  });

  it('the KYC file inputs accept only the allowed image types', async () => {
    stubApi();
    storeTemporaryToken('T');
    const w = mountAt('/wp-user/auth/account/verification');
    await w.heading('Submit Verification');
    for (const label of ['Selfie picture', 'Front of the document', 'Back of the document']) {
      const input = w.ui.getByLabelText(label) as HTMLInputElement;
      expect(input.type).toBe('file');
      expect(input.accept).toBe('image/jpeg,image/png,image/gif,image/svg+xml,image/webp');
    }
  });
});
