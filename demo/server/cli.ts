/**
 * `npm run demo:api -- --port 8787 [--host 127.0.0.1] [--page dist/bank.js] [--dialect php]`: the
 * demo backend on its own (for a WordPress site or another page pointing its apiBase here). With
 * --page it also serves the demo page around the given widget bundle at /wp-user. --dialect (or
 * DEMO_DIALECT) chooses how answers are written (dialect.ts).
 */
import { parseArgs } from 'node:util';
import { startDemoServer } from './http.ts';
import { dialectFromEnv, DIALECTS, isDialect, type Dialect } from './dialect.ts';
import { API_PATH, LANDING_PATH } from './routes.ts';
import { describeAccounts } from './seed.ts';

function fail(message: string): never {
  console.error(`demo:api: ${message}\nUsage: npm run demo:api -- --port 8787 [--host 127.0.0.1] [--page dist/bank.js] [--dialect plain|php]`);
  process.exit(2);
}

function options() {
  try {
    const { values } = parseArgs({
      options: { port: { type: 'string', default: '8787' }, host: { type: 'string', default: '127.0.0.1' }, page: { type: 'string' }, dialect: { type: 'string' } },
      strict: true,
    });
    const port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be 0-65535, got "${values.port}".`);
    if (values.dialect !== undefined && !isDialect(values.dialect)) fail(`--dialect must be one of ${DIALECTS.join(', ')}, got "${values.dialect}".`);
    return {
      port,
      host: values.host,
      page: values.page ? { bundleFile: values.page } : undefined,
      dialect: values.dialect === undefined ? dialectFromEnv() : (values.dialect as Dialect),
    };
  } catch (error) {
    return fail(error instanceof Error ? error.message : String(error));
  }
}

const chosen = options();
const server = await startDemoServer(chosen).catch((error: unknown) => fail(`could not start: ${String(error)}`));
// Handlers first: once the banner is out, a signal must already find them.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

console.log(`Demo bank backend: ${server.url}${API_PATH}`);
console.log(`Demo admin API:    ${server.url}/__demo/state`);
console.log(`Answers written:   ${chosen.dialect} dialect (--dialect or DEMO_DIALECT; switch in the demo panel)`);
if (chosen.page) console.log(`Demo page:         ${server.url}${LANDING_PATH}`);
console.log(`Demo accounts:\n${describeAccounts()}`);
console.log('Codes and reset links are printed here as they are "mailed". Ctrl+C stops the server.');
