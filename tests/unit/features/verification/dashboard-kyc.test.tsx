/** dashboard/kyc ("Submit verification"): the address on file, Driver's License, one upload, posted without a marker. */
import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { expectFieldError, json, png, postedFields, signedInAt, type FakeApi, type Reply } from '../../support/test-utils';
import { dashboardRoutes, PROFILE } from '../home/dashboard-fixtures';

function open(routes: Record<string, Reply | Reply[]> = {}) {
  return signedInAt('/wp-user/dashboard/kyc', { ...(dashboardRoutes() as Record<string, Reply>), ...routes });
}

/** The marker-less KYC post: a dashboard call whose first field is home_address. */
const kycCalls = (api: FakeApi) => api.calls.filter((c) => c.crud === null && c.keys[0] === 'home_address');

describe('Submit verification (dashboard)', () => {
  it("posts the fixed address, Driver's License and the file, without a marker, and confirms", async () => {
    const { api, w } = open({ '': { status: true, message: 'Document submitted for review' } });
    await w.heading('Submit verification');
    await w.ui.findByText('42 Harbour Street, Boston');
    expect(w.ui.getByText("Driver's License", { selector: 'dd' })).toBeTruthy();
    await w.user.upload(w.ui.getByLabelText("Driver's License") as HTMLInputElement, png('licence.png'));
    await w.user.click(w.ui.getByRole('button', { name: 'Submit verification' }));
    await waitFor(() => expect(w.shadow.querySelector('.notice--success')?.textContent).toBe('Document submitted for review'));
    const [call] = kycCalls(api);
    expect(call && postedFields(call)).toEqual({
      home_address: PROFILE.data.home_address,
      type: "Driver's License",
      idcardFront: { file: 'licence.png', type: 'image/png', size: 1024 },
      token: 'jwt',
    });
  });

  it('asks for the file before sending anything', async () => {
    const { api, w } = open();
    await w.ui.findByText('42 Harbour Street, Boston');
    await w.user.click(w.ui.getByRole('button', { name: 'Submit verification' }));
    expect(await w.ui.findAllByText(/Choose driver's license/)).not.toHaveLength(0);
    expect(kycCalls(api)).toHaveLength(0);
  });

  it("shows the server's refusal, or Something went wrong! when it gave no reason, keeping the file", async () => {
    const { w } = open({ '': [{ status: false, message: 'Choose a document type from the list.' }, { status: false }] });
    await w.ui.findByText('42 Harbour Street, Boston');
    await w.user.upload(w.ui.getByLabelText("Driver's License") as HTMLInputElement, png('licence.png'));
    await w.user.click(w.ui.getByRole('button', { name: 'Submit verification' }));
    expect((await w.ui.findByRole('alert')).textContent).toContain('Choose a document type from the list.');
    expect(w.ui.getByText(/licence\.png.*, ready to send/)).toBeTruthy();
    await w.user.click(w.ui.getByRole('button', { name: 'Submit verification' }));
    await waitFor(() => expect(w.ui.getByRole('alert').textContent).toContain('Something went wrong!'));
  });

  it("a file over the site's upload limit: the limit beside the file field, the file kept to change", async () => {
    const message = 'This file is larger than this site accepts (2 MB, upload_max_filesize). Choose a smaller file.';
    const { w } = open({ '': json({ message, field: 'idcardFront' }, { status: 413 }) });
    await w.ui.findByText('42 Harbour Street, Boston');
    const input = w.ui.getByLabelText("Driver's License") as HTMLInputElement;
    await w.user.upload(input, png('licence.png'));
    await w.user.click(w.ui.getByRole('button', { name: 'Submit verification' }));
    await waitFor(() => expectFieldError(w.shadow, input, message));
    expect(w.ui.getByText(/licence\.png.*, ready to send/)).toBeTruthy();
  });

  it('without an address on file it points to the profile instead of a form that would be refused', async () => {
    const { w } = open({ getprofile: { data: { ...PROFILE.data, home_address: '' }, tb: PROFILE.tb } });
    await w.heading('Submit verification');
    expect((await w.ui.findByRole('link', { name: 'profile' })).getAttribute('href')).toBe('/wp-user/dashboard/profile');
    expect(w.ui.queryByRole('button', { name: 'Submit verification' })).toBeNull();
  });
});
