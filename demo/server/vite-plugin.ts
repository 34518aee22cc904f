/**
 * `npm run demo`: the backend as Vite middleware on the dev server's own origin, the demo page
 * for every widget URL, and the demo accounts printed under Vite's own URL banner.
 */
import type { Connect, Plugin } from 'vite';
import { createDemoHandler } from './http.ts';
import { isAdminPath, isWidgetPath, LANDING_PATH } from './routes.ts';
import { describeAccounts } from './seed.ts';

/**
 * `/` goes to the widget's landing page; every widget URL gets index.html (the widget routes
 * itself); the admin redirect target gets the admin placeholder.
 */
const pageRoutes: Connect.NextHandleFunction = (req, res, next) => {
  const path = new URL(req.url ?? '/', 'http://demo.invalid').pathname;
  if (req.method === 'GET' || req.method === 'HEAD') {
    if (path === '/') {
      res.writeHead(302, { Location: LANDING_PATH });
      res.end();
      return;
    }
    if (isWidgetPath(path)) req.url = '/index.html';
    else if (isAdminPath(path)) req.url = '/admin.html';
  }
  next();
};

export function demoBackend(): Plugin {
  return {
    name: 'bank:demo-backend',
    apply: 'serve',
    configureServer(server) {
      // Added here (not in a returned hook) so they run before Vite's own middlewares.
      server.middlewares.use(createDemoHandler());
      server.middlewares.use(pageRoutes);
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const base = (server.resolvedUrls?.local[0] ?? '/').replace(/\/$/, '');
        server.config.logger.info(
          `\n  Demo page:     ${base}${LANDING_PATH}\n  Demo accounts:\n${describeAccounts()}\n` +
            '  Codes and reset links appear in the page\'s "Demo mailbox" and here.\n',
        );
      };
    },
  };
}
