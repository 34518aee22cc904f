import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/preact';
import { CheckboxField, PasswordField, SelectField, TextField } from '../../../src/ui/Field';

const describedTexts = (control: HTMLElement) =>
  (control.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe('TextField', () => {
  it('ties label, hint and error to the input', () => {
    render(<TextField label="Email" name="email" hint="We send your code here" error="That doesn't look like an email address" />);
    const input = screen.getByLabelText('Email') as HTMLInputElement;
    expect(input.name).toBe('email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(input)).toEqual(['We send your code here', "Error: That doesn't look like an email address"]);
    expect(screen.getByRole('textbox', { name: 'Email', description: /We send your code here/ })).toBe(input);
  });

  it('without an error: not invalid, described by the hint only', () => {
    render(<TextField label="Email" name="email" hint="We send your code here" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(describedTexts(input)).toEqual(['We send your code here']);
  });

  it('without hint or error: no aria-describedby at all', () => {
    render(<TextField label="Username" name="username" />);
    expect(screen.getByLabelText('Username').hasAttribute('aria-describedby')).toBe(false);
  });

  it('two fields on a page get distinct ids', () => {
    render(
      <>
        <TextField label="First name" error="Required" />
        <TextField label="Last name" error="Required" />
      </>,
    );
    const a = screen.getByLabelText('First name');
    const b = screen.getByLabelText('Last name');
    expect(a.id).not.toBe(b.id);
    expect(a.getAttribute('aria-describedby')).not.toBe(b.getAttribute('aria-describedby'));
  });
});

describe('PasswordField', () => {
  it('is masked until Show is pressed, and says so', () => {
    render(<PasswordField label="Password" name="password" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle.textContent).toBe('Show');
    fireEvent.click(toggle);
    expect(input.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toBe(toggle);
    expect(toggle.textContent).toBe('Hide');
    fireEvent.click(toggle);
    expect(input.type).toBe('password');
  });
});

describe('SelectField and CheckboxField', () => {
  it('select: placeholder first, then the options; error tied in', () => {
    render(<SelectField label="Document type" name="type" placeholder="Choose…" options={["Driver's License", { value: 'pp', label: 'Passport' }]} error="Choose a document" />);
    const select = screen.getByLabelText('Document type') as HTMLSelectElement;
    expect([...select.options].map((o) => [o.value, o.text])).toEqual([
      ['', 'Choose…'],
      ["Driver's License", "Driver's License"],
      ['pp', 'Passport'],
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(select)).toEqual(['Error: Choose a document']);
  });

  it('checkbox: labelled, error tied in', () => {
    render(<CheckboxField label="I am over 18 and accept the terms" name="terms" error="Accept the terms to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I am over 18 and accept the terms' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(describedTexts(box)).toEqual(['Error: Accept the terms to continue']);
  });
});
