// @vitest-environment node
// The lint holds the one-way layers of src/ (see eslint.config.js): these checks show it fails on a wrong
// import. They run the config's own structure rules against a small tree under fixtures/src, because the
// import rules resolve the imported file on disk and the real src/ keeps changing shape.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const fixtureRoot = fileURLToPath(new URL('./fixtures/', import.meta.url));

interface BankLintConfig {
  baseConfig: Linter.Config[];
  structureConfig: (root: string) => Linter.Config;
  oneWayConfig: Linter.Config;
}

let eslint: ESLint;

beforeAll(async () => {
  // Loaded by URL so tsc does not need declarations for a plain-JS config file.
  const config = (await import(pathToFileURL(path.join(repoRoot, 'eslint.config.js')).href)) as BankLintConfig;
  eslint = new ESLint({
    cwd: fixtureRoot,
    overrideConfigFile: true,
    overrideConfig: [...config.baseConfig, config.structureConfig(fixtureRoot), config.oneWayConfig],
  });
  // Loading the plugins (React Compiler included) takes seconds on a busy machine.
}, 60_000);

/** Lints `code` as if it were the file at `file` (relative to the fixture root); returns rule ids. */
async function lintAs(file: string, code: string): Promise<string[]> {
  // Written to disk for the moment of the check: the import plugin reads the linted file's own path.
  const full = path.join(fixtureRoot, file);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, code);
  try {
    const [result] = await eslint.lintFiles([full]);
    return (result?.messages ?? []).map((m) => m.ruleId ?? `fatal: ${m.message}`);
  } finally {
    rmSync(full);
  }
}

describe('import boundaries', () => {
  it.each([
    ['ui imports app', 'src/ui/Bad.ts', '../app/routes'],
    ['lib imports a feature', 'src/lib/bad.ts', '../features/alpha/screen'],
    ['lib imports ui', 'src/lib/bad.ts', '../ui/Button'],
    ['session imports lib', 'src/session/bad.ts', '../lib/format'],
    ['api imports session', 'src/api/bad.ts', '../session/session'],
    ['config imports api', 'src/config/bad.ts', '../api/transport'],
    ['a feature imports app', 'src/features/alpha/bad.ts', '../../app/routes'],
  ])('%s: an error', async (_name, file, target) => {
    expect(await lintAs(file, `import * as m from '${target}';\nexport const x = m;\n`)).toEqual(['import/no-restricted-paths']);
  });

  it('a feature importing another feature is an error', async () => {
    expect(await lintAs('src/features/alpha/bad.ts', "import { betaScreen } from '../beta/screen';\nexport const x = betaScreen;\n")).toEqual(['import/no-restricted-paths']);
  });

  it('downward imports, and a feature importing its own files, are clean', async () => {
    const code = [
      "import { alphaScreen } from './screen';",
      "import { buttonLabel } from '../../ui/Button';",
      "import { describe } from '../../lib/format';",
      "import { landing } from '../../session/session';",
      "import { paths } from '../../config/paths';",
      "import type { Transport } from '../../api/transport';",
      'export const all: unknown[] = [alphaScreen, buttonLabel, describe, landing, paths];',
      'export type T = Transport;',
    ].join('\n');
    expect(await lintAs('src/features/alpha/good.ts', code)).toEqual([]);
    expect(
      await lintAs('src/app/good.ts', "import { routes } from './routes';\nimport { betaScreen } from '../features/beta/screen';\nexport const x = [routes, betaScreen];\n"),
    ).toEqual([]);
  });

  it('the whole fixture tree reports only its deliberate two-file circle', async () => {
    const results = await eslint.lintFiles(['src']);
    const found = results.flatMap((r) => r.messages.map((m) => `${path.relative(fixtureRoot, r.filePath)} ${m.ruleId}`)).sort();
    expect(found).toEqual(['src/lib/cycle-a.ts import/no-cycle', 'src/lib/cycle-b.ts import/no-cycle']);
    expect(results.length).toBeGreaterThanOrEqual(10);
  });
});

describe('one way to do each thing', () => {
  it("a screen building its form on react-hook-form's useForm instead of useBankForm is an error", async () => {
    const code = "import { useForm } from 'react-hook-form';\nexport const useIt = () => useForm();\n";
    expect(await lintAs('src/features/alpha/bad-form.ts', code)).toEqual(['no-restricted-imports']);
    expect(await lintAs('src/app/bad-form.ts', code)).toEqual(['no-restricted-imports']);
    expect(await lintAs('src/ui/useBankForm.ts', code)).toEqual([]);
    expect(await lintAs('src/features/alpha/types.ts', "import type { UseFormReturn } from 'react-hook-form';\nexport type F = UseFormReturn;\n")).toEqual([]);
  });
});

describe('the repository config', () => {
  it('fences in every folder under src/features without listing them by hand', async () => {
    const areas = readdirSync(path.join(repoRoot, 'src/features'), { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(areas.length).toBeGreaterThan(0);
    const repoLint = new ESLint({ cwd: repoRoot });
    const config = (await repoLint.calculateConfigForFile(path.join(repoRoot, 'src/features', areas[0]!, 'any.tsx'))) as Linter.Config;
    const [severity, options] = config.rules?.['import/no-restricted-paths'] as [number, { zones: { target: string }[] }];
    expect(severity).toBe(2);
    const targets = options.zones.map((z) => z.target);
    for (const area of areas) expect(targets).toContain(`./src/features/${area}`);
    expect(config.rules?.['import/no-cycle']).toMatchObject([2, { ignoreExternal: true }]);
  });
});
