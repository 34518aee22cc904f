import { describe, expect, it } from 'vitest';
import { mailHref, telHref, whatsappHref } from '../../../../src/features/contact/contact-links';

describe('contact links: only https://wa.me, mailto: and tel: are ever made', () => {
  it('WhatsApp: a number, or a wa.me address, becomes https://wa.me/<digits>', () => {
    expect(whatsappHref('+1 555 010 0100')).toBe('https://wa.me/15550100100');
    expect(whatsappHref('https://wa.me/15550100100')).toBe('https://wa.me/15550100100');
    expect(whatsappHref('(020) 7946-0000')).toBe('https://wa.me/02079460000');
  });

  it('email becomes mailto:, phone becomes tel: keeping a leading +', () => {
    expect(mailHref(' support@bank.test ')).toBe('mailto:support@bank.test');
    expect(telHref('+1 555 010 0100')).toBe('tel:+15550100100');
    expect(telHref('0800 123 456')).toBe('tel:0800123456');
  });

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(document.cookie)//+15550100100',
    'https://evil.test/wa.me/15550100100',
    'http://wa.me/15550100100',
    'data:text/html,<script>alert(1)</script>',
    'call us!',
    '123',
    '',
  ])('%j is no link of any kind', (value) => {
    expect(whatsappHref(value)).toBeNull();
    expect(mailHref(value)).toBeNull();
    expect(telHref(value)).toBeNull();
  });

  it('an address with a scheme or spaces is not an email', () => {
    expect(mailHref('javascript:alert(1)//@x.test')).toBeNull();
    expect(mailHref('a b@bank.test')).toBeNull();
    expect(mailHref('support@bank')).toBeNull();
  });
});
