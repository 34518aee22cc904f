/**
 * `npm run demo`: the backend as Vite middleware on the dev server's own origin, the demo page
 * for every widget URL, and the demo accounts printed under Vite's own URL banner.
 */
import { fileURLToPath } from 'node:url';
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
      // The language files a build writes beside bank.js, made here from src/i18n as it is now.
      server.middlewares.use((req, res, next) => {
        const language = /^\/bank\.([\w-]+)\.json$/.exec(new URL(req.url ?? '/', 'http://demo.invalid').pathname)?.[1];
        if (!language) return next();
        server
          .ssrLoadModule(fileURLToPath(new URL('../../src/i18n/files.ts', import.meta.url)))
          .then(({ languageFiles }) => {
            const catalogue = (languageFiles as () => Record<string, unknown>)()[language];
            res.writeHead(catalogue ? 200 : 404, { 'Content-Type': 'application/json' });
            res.end(JSON.stringify(catalogue ?? { error: `no language ${language}` }));
          })
          .catch(next);
      });
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        const base = (server.resolvedUrls?.local[0] ?? '/').replace(/\/$/, '');
        server.config.logger.info(
          `\n  Demo page:     ${base}${LANDING_PATH}\n  Demo accounts:\n${describeAccounts()}\n` + '  Codes and reset links appear in the page\'s "Demo mailbox" and here.\n',
        );
      };
    },
  };
}
