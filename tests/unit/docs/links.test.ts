/**
 * The docs as a newcomer meets them: the README under 10 KB with the two commands first, every
 * doc linked from it, every link inside the repository and landing on a file and heading that
 * exist, and every "docs/spec-notes.md §N" a comment cites present in that page.
 */
// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const docs = [
  'README.md',
  ...readdirSync(join(root, 'docs'))
    .filter((f) => f.endsWith('.md'))
    .map((f) => `docs/${f}`),
];
const read = (file: string) => readFileSync(join(root, file), 'utf8');

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[`*]/g, '')
    .replace(/[^\p{L}\p{N} _-]/gu, '')
    .replace(/ /g, '-');
const anchors = (file: string) => new Set([...read(file).matchAll(/^#{1,6} (.+)$/gm)].map(([, heading]) => slug(heading!)));

/** Markdown links outside code spans and fences. */
function links(file: string): string[] {
  const text = read(file)
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(/\]\(([^)\s]+)\)/g)].map(([, target]) => target!);
}

describe('the docs', () => {
  it('README is under 10 KB and starts with the two commands', () => {
    const readme = read('README.md');
    expect(Buffer.byteLength(readme)).toBeLessThan(10 * 1024);
    const firstCode = /```sh\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstCode).toContain('npm run demo');
    expect(firstCode).toContain('npm test');
  });

  it('every page in docs/ is linked from the README', () => {
    const fromReadme = new Set(links('README.md').map((target) => target.split('#')[0]));
    const unlinked = docs.filter((doc) => doc != 'README.md' && !fromReadme.has(doc));
    expect(unlinked).toEqual([]);
  });

  it.each(docs)('%s links only inside the repository, to files and headings that exist', (file) => {
    const broken: string[] = [];
    for (const target of links(file)) {
      if (/^[a-z]+:/i.test(target)) {
        broken.push(`${target}: outside the repository`);
        continue;
      }
      const [path, anchor] = target.split('#') as [string, string | undefined];
      const resolved = path ? relative(root, resolve(dirname(join(root, file)), path)) : file;
      if (resolved.startsWith('..')) broken.push(`${target}: outside the repository`);
      else if (!existsSync(join(root, resolved))) broken.push(`${target}: no such file`);
      else if (anchor && resolved.endsWith('.md') && !anchors(resolved).has(anchor)) broken.push(`${target}: no such heading in ${resolved}`);
    }
    expect(broken).toEqual([]);
  });

  it('every section of docs/spec-notes.md a comment cites is there', () => {
    const sections = new Set([...read('docs/spec-notes.md').matchAll(/^## §(\d+)/gm)].map(([, n]) => n));
    const cited = new Set<string>();
    const walk = (dir: string) => {
      for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (/\.(ts|tsx|mjs)$/.test(entry.name))
          // Every section of a citation: "spec-notes.md §3, §4 and §8".
          for (const [citation] of read(path).matchAll(/spec-notes\.md §\d+(?:(?:, | and | \/ )§\d+)*/g)) for (const [, n] of citation.matchAll(/§(\d+)/g)) cited.add(n!);
      }
    };
    ['src', 'tests', 'demo', 'scripts'].forEach(walk);
    expect(cited.size).toBeGreaterThan(5);
    expect([...cited].filter((n) => !sections.has(n))).toEqual([]);
  });
});
