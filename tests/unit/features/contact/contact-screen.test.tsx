/** "Contact Page": getcontact's WhatsApp, email and phone; hostile values stay text. */
import { describe, expect, it, vi } from 'vitest';
import { json, type Reply, signedInAt } from '../../support/test-utils';
import { dashboardRoutes } from '../home/dashboard-fixtures';

const open = (getcontact: Reply | Reply[]) => signedInAt('/wp-user/dashboard/contact', { ...(dashboardRoutes() as Record<string, Reply>), getcontact });

const links = (root: ParentNode) => [...root.querySelectorAll('a')].filter((a) => a.closest('.summary-list')).map((a) => [a.textContent, a.getAttribute('href')]);

describe('Contact Page', () => {
  it('links WhatsApp, email and phone with their own schemes', async () => {
    const { w } = open({ data: { whatsapp: 'https://wa.me/15550100100', email: 'support@bank.test', phone: '+1 555 010 0100' } });
    await w.heading('Contact Page');
    await w.ui.findByText('support@bank.test');
    expect(links(w.shadow)).toEqual([
      ['Chat with us on WhatsApp', 'https://wa.me/15550100100'],
      ['support@bank.test', 'mailto:support@bank.test'],
      ['+1 555 010 0100', 'tel:+15550100100'],
    ]);
  });

  it('shows a hostile or malformed value as plain text, never as a link', async () => {
    const { w } = open({ data: { whatsapp: 'javascript:alert(1)', email: '<img src=x onerror=alert(1)>', phone: 'tel:javascript:alert(1)' } });
    await w.ui.findByText('javascript:alert(1)');
    expect(w.ui.getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(w.ui.getByText('tel:javascript:alert(1)')).toBeTruthy();
    expect(links(w.shadow)).toEqual([]);
    expect(w.shadow.querySelector('img')).toBeNull();
  });

  it('says so when there are no contact details', async () => {
    const { w } = open({ data: { whatsapp: '', email: '', phone: '' } });
    expect(await w.ui.findByText('No contact details yet')).toBeTruthy();
  });

  it('a 500 is tried again by itself three times; then it shows the failed load with its message and Try again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { api, w } = open([...Array<Reply>(4).fill(json({}, { status: 500 })), { data: { email: 'support@bank.test' } }]);
    await w.heading('Contact Page');
    await vi.advanceTimersByTimeAsync(11_000);
    expect(w.ui.queryByRole('alert')).toBeNull();
    await vi.advanceTimersByTimeAsync(1_000);
    expect((await w.ui.findByRole('alert')).textContent).toContain('We could not load our contact details');
    expect(api.to('getcontact')).toHaveLength(4);
    await w.user.click(w.ui.getByRole('button', { name: 'Try again' }));
    await w.ui.findByText('support@bank.test');
    expect(api.to('getcontact')).toHaveLength(5);
  });
});
