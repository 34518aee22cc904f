import { describe, expect, it } from 'vitest';
import { waitFor } from '@testing-library/preact';
import { mountBank } from '../../../src/app/mount';

describe('mountBank', () => {
  it('renders into a shadow root and unmount empties the element', async () => {
    history.replaceState(null, '', '/wp-user/auth/signin');
    const el = document.createElement('div');
    document.body.append(el);
    const widget = mountBank(el, { basePath: '/wp-user', apiBase: 'http://127.0.0.1:9' });
    const host = el.firstElementChild!;
    await waitFor(() => expect(host.shadowRoot!.querySelector('h1')?.textContent).toBeTruthy());
    widget.unmount();
    expect(el.childNodes.length).toBe(0);
  });
});
