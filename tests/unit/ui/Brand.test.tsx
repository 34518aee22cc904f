/**
 * The bank's mark and name at the top of the sign-in card (and the dashboard): the name written
 * beside the mark, or, where the page's heading already says it (`brand.showName: false`), only
 * the mark on screen with the name still read out; the widget's own default name gets a drawn
 * bank for a mark rather than the initials of translated words.
 */
import { describe, expect, it } from 'vitest';
import { mountWidgetAt, stubFetch } from '../support/test-utils';

async function brandOf(options: Parameters<typeof mountWidgetAt>[1]) {
  stubFetch();
  const w = mountWidgetAt('/wp-user/auth/signin', options);
  await w.heading();
  const brand = w.shadow.querySelector('.brand')!;
  return {
    written: brand.querySelector('.brand-name')?.textContent ?? null,
    heard: brand.textContent,
    mark: brand.querySelector('.brand-mark')!,
  };
}

describe('Brand', () => {
  it("writes the bank's name beside its monogram", async () => {
    const b = await brandOf({ brand: { name: 'First Example Bank' } });
    expect(b.written).toBe('First Example Bank');
    expect(b.mark.textContent).toBe('FB');
  });

  it("keeps the mark and does not write the name again when the page's heading says it; the name is still heard", async () => {
    const b = await brandOf({ brand: { name: 'First Example Bank', showName: false } });
    expect(b.written).toBeNull();
    expect(b.mark.textContent).toBe('FB');
    expect(b.heard).toContain('First Example Bank');
    expect(b.heard!.replace(b.mark.textContent!, '')).toBe('First Example Bank');
  });

  it("without a name, writes the widget's own in the customer's words and draws a bank for its mark", async () => {
    const b = await brandOf({});
    expect(b.written).toBe('Online Banking');
    expect(b.mark.querySelector('svg')).not.toBeNull();
    expect(b.mark.getAttribute('aria-hidden')).toBe('true');
  });
});
