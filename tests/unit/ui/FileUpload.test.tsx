/** FileUpload inside a react-hook-form form, as a customer attaching a payment proof uses it. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { FileUpload, MAX_UPLOAD_BYTES, checkImage } from '../../../src/ui/FileUpload';
import { stubObjectUrls } from '../support/fetch-stub';
import { createI18n } from '../../../src/lib/i18n';

interface Values {
  depositPic: File | null;
}

function ProofForm({ onSubmit }: { onSubmit: (v: Values) => void }) {
  const form = useForm<Values>({ defaultValues: { depositPic: null } });
  return (
    <form onSubmit={form.handleSubmit(onSubmit)}>
      <FileUpload form={form} name="depositPic" label="Payment Proof" hint="SVG, PNG, JPG or GIF (max. 800x400px)" />
      <button type="submit">Submit Deposit</button>
    </form>
  );
}

let urls: ReturnType<typeof stubObjectUrls>;
beforeEach(() => {
  urls = stubObjectUrls();
});
afterEach(() => urls.restore());

function setup() {
  const onSubmit = vi.fn();
  const utils = render(<ProofForm onSubmit={onSubmit} />);
  const user = userEvent.setup({ applyAccept: false });
  const input = screen.getByLabelText('Payment Proof') as HTMLInputElement;
  return { onSubmit, user, input, ...utils };
}

/** Uploads are checked by their first bytes too: a file that passes starts like an image. */
const PNG_SIGNATURE = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const errorOf = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .map((id) => document.getElementById(id))
    .find((el) => el?.classList.contains('field-error'))?.textContent;

describe('FileUpload', () => {
  it('is a file input for images, with its hint, and nothing chosen yet', () => {
    const { input } = setup();
    expect(input.type).toBe('file');
    expect(input.name).toBe('depositPic');
    expect(input.accept).toBe('image/jpeg,image/png,image/gif,image/svg+xml,image/webp');
    expect(screen.getByText('SVG, PNG, JPG or GIF (max. 800x400px)')).toBeTruthy();
    expect(screen.queryByText(/File Uploaded/)).toBeNull();
  });

  it('submitting with no file asks for one and sends nothing', async () => {
    const { input, user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    await waitFor(() => expect(errorOf(input)).toBe('Error: Choose payment proof'));
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('rejects a non-image', async () => {
    const { input, user, onSubmit } = setup();
    await user.upload(input, new File(['%PDF-1.7'], 'statement.pdf', { type: 'application/pdf' }));
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    await waitFor(() => expect(errorOf(input)).toBe('Error: The file must be an image: JPEG, PNG, GIF, SVG or WebP'));
    expect(onSubmit).not.toHaveBeenCalled();
    // No preview is made of a file that will not be sent.
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('rejects a file over 5 MB', async () => {
    const { input, user, onSubmit } = setup();
    await user.upload(input, new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'huge.png', { type: 'image/png' }));
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    await waitFor(() => expect(errorOf(input)).toBe('Error: The file must be smaller than 5 MB'));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  // Changed on purpose: it said "File Uploaded" before anything was sent, and "(2 kB)".
  it('accepts a PNG: says what it holds ("proof.png, 2 kilobytes, ready to send") with a preview, and submits the file', async () => {
    const { input, user, onSubmit } = setup();
    const png = new File([PNG_SIGNATURE, new Uint8Array(2048 - 8)], 'proof.png', { type: 'image/png' });
    await user.upload(input, png);
    expect((await screen.findByText(/ready to send/)).textContent).toBe('\u2068proof.png\u2069, 2 kilobytes, ready to send');
    expect(screen.queryByText(/Uploaded/)).toBeNull();
    // Named by its label and the words on its button (WCAG 2.5.3), described by the file it holds.
    expect(
      input
        .getAttribute('aria-labelledby')!
        .split(' ')
        .map((id) => document.getElementById(id)!.textContent),
    ).toEqual(['Payment Proof', 'Replace file']);
    expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!)!.textContent).toContain('ready to send');
    const preview = screen.getByRole('img', { name: 'Preview of proof.png' }) as HTMLImageElement;
    expect(preview.getAttribute('src')).toMatch(/^blob:/);
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0].depositPic).toBe(png);
    expect(errorOf(input)).toBeUndefined();
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });

  it('choosing a valid file after an error clears the error; replacing it frees the old preview', async () => {
    const { input, user, unmount } = setup();
    await user.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await user.click(screen.getByRole('button', { name: 'Submit Deposit' }));
    await waitFor(() => expect(errorOf(input)).toMatch(/must be an image/));
    await user.upload(input, new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'a.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(errorOf(input)).toBeUndefined());
    const first = urls.create.mock.results[0]!.value as string;
    await user.upload(input, new File(['RIFF\0\0\0\0WEBPVP8 '], 'b.webp', { type: 'image/webp' }));
    await screen.findByText(/b\.webp/);
    await waitFor(() => expect(urls.revoke).toHaveBeenCalledWith(first));
    const second = urls.create.mock.results[1]!.value as string;
    unmount();
    await waitFor(() => expect(urls.revoke).toHaveBeenCalledWith(second));
    expect(urls.revoke).toHaveBeenCalledTimes(2);
  });
});

describe('checkImage', () => {
  const english = createI18n().t;
  const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });
  it.each<[string, string, number, true | string]>([
    ['a.jpg', 'image/jpeg', 10, true],
    ['a.gif', 'image/gif', 10, true],
    ['a.svg', 'image/svg+xml', 10, true],
    ['a.webp', 'image/webp', 10, true],
    ['a.png', '', 10, true], // no type from the OS: judged by the name
    ['a.exe', '', 10, 'The file must be an image: JPEG, PNG, GIF, SVG or WebP'],
    ['a.png', 'application/octet-stream', 10, 'The file must be an image: JPEG, PNG, GIF, SVG or WebP'],
    ['a.png', 'image/png', 0, 'The file is empty: choose another one'],
    ['a.png', 'image/png', MAX_UPLOAD_BYTES, true],
    ['a.png', 'image/png', MAX_UPLOAD_BYTES + 1, 'The file must be smaller than 5 MB'],
  ])('%s (type %j, %i bytes) → %j', (name, type, size, expected) => {
    expect(checkImage(file(name, type, size), true, 'Selfie', english)).toBe(expected);
  });

  it('no file: required asks for it by label, optional passes', () => {
    expect(checkImage(null, true, 'Front of ID card', english)).toBe('Choose front of id card');
    expect(checkImage(null, false, 'Front of ID card', english)).toBe(true);
  });
});
