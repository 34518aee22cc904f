/** auth/account/verification ("Submit Verification", KYC) with the temporary token held. */
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, waitFor } from '@testing-library/preact';
import {
  ENDPOINT,
  currentPath,
  deferred,
  elapse,
  expectFieldError,
  expectFieldValid,
  expectSummaryLeadsTo,
  mountAt,
  png,
  postedFields,
  stubApi,
  type Reply,
  type Widget,
  storeTemporaryToken,
} from '../../support/test-utils';
import { idle } from '../../support/idle';

const KYC = '/wp-user/auth/account/verification';
const TEMP = 'TEMP-TOKEN';

const LABELS = {
  country: 'Country',
  phone: 'Phone number',
  home_address: 'Home address',
  pic: 'Selfie picture',
  type: 'Document type',
  idcardFront: 'Front of the document',
  idcardBack: 'Back of the document',
} as const;
type Name = keyof typeof LABELS;

async function openKyc(routes: Record<string, Reply | Reply[]> = {}, path = KYC) {
  storeTemporaryToken(TEMP);
  const api = stubApi({ getdocs: { docs: [{ doc_name: 'Passport' }, { doc_name: 'National ID' }] }, ...routes });
  const w = mountAt(path);
  await w.heading('Submit Verification');
  return { api, w };
}

const control = (w: Widget, name: Name) => w.ui.getByLabelText(LABELS[name]) as HTMLInputElement & HTMLSelectElement;
const submit = (w: Widget) => w.user.click(w.ui.getByRole('button', { name: 'Submit Verification' }));

const files = {
  pic: png('selfie.png'),
  idcardFront: new File([new Uint8Array([0xff, 0xd8, 0xff]), new Uint8Array(2045)], 'front.jpg', { type: 'image/jpeg' }),
  idcardBack: new File(['RIFF\0\0\0\0WEBP', new Uint8Array(4084)], 'back.webp', { type: 'image/webp' }),
};

async function fill(w: Widget, skip: Name[] = []) {
  if (!skip.includes('country')) await w.user.selectOptions(control(w, 'country'), 'Kenya');
  if (!skip.includes('phone')) await w.user.type(control(w, 'phone'), '+254 700 123456');
  if (!skip.includes('home_address')) await w.user.type(control(w, 'home_address'), '12 River Road, Nairobi');
  if (!skip.includes('pic')) await w.user.upload(control(w, 'pic'), files.pic);
  if (!skip.includes('type')) await w.user.selectOptions(control(w, 'type'), 'Passport');
  if (!skip.includes('idcardFront')) await w.user.upload(control(w, 'idcardFront'), files.idcardFront);
  if (!skip.includes('idcardBack')) await w.user.upload(control(w, 'idcardBack'), files.idcardBack);
}

describe('KYC: loading', () => {
  it('asks for the document types with exactly {token} and offers "Driver\'s License" plus the server\'s docs', async () => {
    const { api, w } = await openKyc({ getdocs: { docs: [{ doc_name: 'Passport' }, { doc_name: "Driver's License" }, { doc_name: 'National ID' }] } });
    await waitFor(() => expect([...control(w, 'type').options].map((o) => o.value)).toEqual(["Driver's License", 'Passport', 'National ID']));
    const [call] = api.to('getdocs');
    expect(call!.url).toBe(`${ENDPOINT}?crud=getdocs`);
    expect(call!.keys).toEqual(['token']);
    expect(call!.fields).toEqual({ token: TEMP });
    expect(control(w, 'type').value).toBe("Driver's License");
  });

  it('without docs from the server only "Driver\'s License" is offered', async () => {
    const { w } = await openKyc({ getdocs: { docs: [] } });
    await waitFor(() => expect(w.ui.queryByText('Loading more document types…')).toBeNull());
    expect([...control(w, 'type').options].map((o) => o.textContent)).toEqual(["Driver's License"]);
  });

  it('a failed docs request says so and can be retried', async () => {
    const { api, w } = await openKyc({ getdocs: [{ status: false }, 'not json', { docs: [{ doc_name: 'Passport' }] }] });
    // A refusal still parses as an empty list; the next call gets a body that is not JSON.
    await waitFor(() => expect(api.to('getdocs')).toHaveLength(1));
    w.widget.unmount();
    const again = mountAt(KYC);
    await again.heading('Submit Verification');
    await again.ui.findByText(/We could not load the other document types/);
    await again.user.click(again.ui.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect([...control(again, 'type').options].map((o) => o.value)).toEqual(["Driver's License", 'Passport']));
    expect(api.to('getdocs')).toHaveLength(3);
  });

  it('the country list has about 240 entries after the placeholder', async () => {
    const { w } = await openKyc();
    const options = [...control(w, 'country').options];
    expect(options[0]!.value).toBe('');
    expect(options.length - 1).toBeGreaterThanOrEqual(230);
    expect(options.length - 1).toBeLessThanOrEqual(260);
  });

  it('without a temporary token the page asks the customer to sign in first and requests nothing', async () => {
    const api = stubApi();
    const w = mountAt(KYC);
    await w.heading('Submit Verification');
    expect(w.ui.getByText(/sign in first/)).toBeTruthy();
    expect(w.ui.queryByLabelText('Country')).toBeNull();
    expect(api.calls).toHaveLength(0);
  });
});

describe('KYC: validation', () => {
  it('an empty form reports every required field next to it, focuses Country, and sends nothing', async () => {
    const { api, w } = await openKyc();
    await waitFor(() => expect(api.to('getdocs')).toHaveLength(1));
    await submit(w);
    await waitFor(() => expectFieldError(w.shadow, control(w, 'country'), 'Choose your country'));
    expectFieldError(w.shadow, control(w, 'phone'), 'Enter your phone number');
    expectFieldError(w.shadow, control(w, 'home_address'), 'Enter your home address');
    expectFieldError(w.shadow, control(w, 'pic'), 'Choose selfie picture');
    expectFieldError(w.shadow, control(w, 'idcardFront'), 'Choose front of the document');
    expectFieldError(w.shadow, control(w, 'idcardBack'), 'Choose back of the document');
    expectFieldValid(control(w, 'type'));
    await expectSummaryLeadsTo(w, control(w, 'country'));
    expect(api.calls.filter((c) => c.crud !== 'getdocs')).toHaveLength(0);
  });

  it.each([
    ['country', 'Choose your country'],
    ['phone', 'Enter your phone number'],
    ['home_address', 'Enter your home address'],
    ['pic', 'Choose selfie picture'],
    ['idcardFront', 'Choose front of the document'],
    ['idcardBack', 'Choose back of the document'],
  ] as const)('%s missing → "%s", focused, nothing sent', async (name, message) => {
    const { api, w } = await openKyc();
    await fill(w, [name]);
    await submit(w);
    await waitFor(() => expectFieldError(w.shadow, control(w, name), message));
    for (const other of Object.keys(LABELS) as Name[]) if (other !== name) expectFieldValid(control(w, other));
    await expectSummaryLeadsTo(w, control(w, name));
    expect(api.to('submit_verification')).toHaveLength(0);
  });

  it('a phone number with letters is refused', async () => {
    const { api, w } = await openKyc();
    await fill(w, ['phone']);
    await w.user.type(control(w, 'phone'), 'call me');
    await submit(w);
    await waitFor(() => expectFieldError(w.shadow, control(w, 'phone'), 'Enter a phone number using digits, spaces and an optional leading +'));
    expect(api.to('submit_verification')).toHaveLength(0);
  });

  it.each(['pic', 'idcardFront', 'idcardBack'] as const)('%s: a non-image file → "The file must be an image: JPEG, PNG, GIF, SVG or WebP"', async (name) => {
    const { api, w } = await openKyc();
    await fill(w, [name]);
    await w.user.upload(control(w, name), new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' }));
    await submit(w);
    await waitFor(() => expectFieldError(w.shadow, control(w, name), 'The file must be an image: JPEG, PNG, GIF, SVG or WebP'));
    await expectSummaryLeadsTo(w, control(w, name));
    expect(api.to('submit_verification')).toHaveLength(0);
  });

  it.each(['pic', 'idcardFront', 'idcardBack'] as const)('%s: a 6 MB image → "The file must be smaller than 5 MB"', async (name) => {
    const { api, w } = await openKyc();
    await fill(w, [name]);
    await w.user.upload(control(w, name), png('huge.png', 6 * 1024 * 1024));
    await submit(w);
    await waitFor(() => expectFieldError(w.shadow, control(w, name), 'The file must be smaller than 5 MB'));
    await expectSummaryLeadsTo(w, control(w, name));
    expect(api.to('submit_verification')).toHaveLength(0);
  });

  it('an image of exactly 5 MB is accepted', async () => {
    const { api, w } = await openKyc({ submit_verification: { status: true } });
    await fill(w, ['pic']);
    await w.user.upload(control(w, 'pic'), png('limit.png', 5 * 1024 * 1024));
    await submit(w);
    await waitFor(() => expect(api.to('submit_verification')).toHaveLength(1));
    expect(postedFields(api.to('submit_verification')[0]!).pic).toEqual({ file: 'limit.png', type: 'image/png', size: 5 * 1024 * 1024 });
  });

  // Changed on purpose: the card said "File Uploaded" before anything was sent.
  it('a chosen image says what it holds ("selfie.png, … ready to send") with a preview; replacing a bad file clears the error', async () => {
    const { w } = await openKyc();
    await w.user.upload(control(w, 'pic'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    await submit(w);
    await waitFor(() => expectFieldError(w.shadow, control(w, 'pic'), 'The file must be an image: JPEG, PNG, GIF, SVG or WebP'));
    await w.user.upload(control(w, 'pic'), files.pic);
    await waitFor(() => expectFieldValid(control(w, 'pic')));
    const field = control(w, 'pic').closest('.field') as HTMLElement;
    expect(field.querySelector('.upload-info')?.textContent).toMatch(/^\u2068selfie\.png\u2069, [\d.]+ (bytes?|kilobytes?), ready to send$/);
    expect(field.querySelector('img')?.getAttribute('alt')).toBe('Preview of selfie.png');
  });
});

describe('KYC: the form posted', () => {
  it('posts exactly {country, phone, home_address, pic, type, idcardFront, idcardBack, token} to ?crud=submit_verification', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, w } = await openKyc({ submit_verification: { status: true, message: 'Documents received' } });
    await waitFor(() => expect([...control(w, 'type').options].map((o) => o.value)).toContain('Passport'));
    await fill(w);
    await submit(w);
    await w.ui.findByText('Documents received');
    const [call] = api.to('submit_verification');
    expect(call!.url).toBe(`${ENDPOINT}?crud=submit_verification`);
    expect([...call!.keys].sort()).toEqual(['country', 'home_address', 'idcardBack', 'idcardFront', 'phone', 'pic', 'token', 'type']);
    expect(postedFields(call!)).toEqual({
      country: 'Kenya',
      phone: '+254 700 123456',
      home_address: '12 River Road, Nairobi',
      pic: { file: 'selfie.png', type: 'image/png', size: 1024 },
      type: 'Passport',
      idcardFront: { file: 'front.jpg', type: 'image/jpeg', size: 2048 },
      idcardBack: { file: 'back.webp', type: 'image/webp', size: 4096 },
      token: TEMP,
    });
    expect(call!.fields.pic).toBeInstanceOf(File);
    // Success drops the temporary token at once and goes to under-review after 5 s.
    expect(localStorage.getItem('tempbaUid')).toBeNull();
    expect(localStorage.getItem('account_verification')).toBe('Pending Verification');
    expect(w.ui.getByText(/You will be taken to your verification status in 5 seconds/)).toBeTruthy();
    await elapse(4900);
    expect(currentPath()).toBe(KYC);
    await elapse(200);
    await w.heading('Kyc Under Review');
    expect(currentPath()).toBe('/wp-user/auth/account/under-review');
  });

  it('the default document type "Driver\'s License" is posted when not changed', async () => {
    const { api, w } = await openKyc({ submit_verification: { status: true } });
    await fill(w, ['type']);
    await submit(w);
    await waitFor(() => expect(api.to('submit_verification')).toHaveLength(1));
    expect(api.to('submit_verification')[0]!.fields.type).toBe("Driver's License");
  });

  it('a refusal shows the server message and keeps the temporary token and the form', async () => {
    const { w } = await openKyc({ submit_verification: { status: false, message: 'Images are unreadable' } });
    await fill(w);
    await submit(w);
    expect((await w.ui.findByRole('alert')).textContent).toContain('Images are unreadable');
    expect(localStorage.getItem('tempbaUid')).toBe(TEMP);
    expect(control(w, 'phone').value).toBe('+254 700 123456');
    expect((control(w, 'pic').closest('.field') as HTMLElement).textContent).toContain('selfie.png');
  });

  it('while uploading the button says "Uploading…" and a second submit sends nothing', async () => {
    const pending = deferred();
    const { api, w } = await openKyc({ submit_verification: pending.reply });
    await fill(w);
    await submit(w);
    const button = await w.ui.findByRole('button', { name: 'Uploading…' });
    expect((button as HTMLButtonElement).getAttribute('aria-disabled')).toBe('true');
    fireEvent.submit(control(w, 'phone').form!);
    await idle();
    expect(api.to('submit_verification')).toHaveLength(1);
    pending.resolve({ status: true });
    await w.heading('Verification submitted');
  });
});
