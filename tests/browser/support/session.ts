/**
 * The browser tests' one way to hold a signed-in session: the token as sign-in stores it, the one
 * place a browser test writes it.
 */
import type { BrowserContext, Page } from 'playwright-core';

/**
 * Every page of `context` starts signed in with `token`, as a returning customer's. `once`: only
 * the context's first page load, so that a reload shows what the test's own sign-out left.
 */
export function holdSession(context: BrowserContext, token: string, { once = false } = {}) {
  return context.addInitScript(
    ({ jwt, once }) => {
      if (once && sessionStorage.getItem('seeded')) return;
      localStorage.setItem('baUid', jwt);
      if (once) sessionStorage.setItem('seeded', '1');
    },
    { jwt: token, once },
  );
}

/** A page already on the site's origin holds the session of `token` (the test then navigates or reloads). */
export const storeSession = (page: Page, token: string) => page.evaluate((jwt) => localStorage.setItem('baUid', jwt), token);
