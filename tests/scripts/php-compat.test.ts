// @vitest-environment node
/**
 * The build refuses plugin code that needs a newer PHP than its "Requires PHP" header says
 * (scripts/php-compat.mjs): a site on that PHP would get a parse error or a fatal error. What it
 * must find, what it must not mistake for code, and the plugin as it is today.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without declarations
import { newerPhpUses, phpCode } from '../../scripts/php-compat.mjs';

type Use = { line: number; since: string; what: string; found: string };
const uses = (code: string, requires = '7.4'): Use[] => newerPhpUses(`<?php\n${code}\n`, requires);
const versions = (code: string, requires?: string) => uses(code, requires).map((u) => u.since);

describe('newer PHP in the plugin is found, with the version that brought it', () => {
  it.each([
    ['if ( str_contains( $a, "b" ) ) {}', '8.0'],
    ['$x = match ( $a ) { 1 => 2 };', '8.0'],
    ['$n = $post?->ID;', '8.0'],
    ['f( name: 1 );', '8.0'],
    ['function f( int|string $a ) {}', '8.0'],
    ['function f(): mixed {}', '8.0'],
    ['class A { function __construct( private $a ) {} }', '8.0'],
    ['$v = $a ?? throw new Exception();', '8.0'],
    ['try {} catch ( Exception ) {}', '8.0'],
    ['enum Suit { case Hearts; }', '8.1'],
    ['class A { public readonly int $a; }', '8.1'],
    ['$f = strlen( ... );', '8.1'],
    ['function f(): never {}', '8.1'],
    ['function f(): false {}', '8.2'],
    ['json_validate( $s );', '8.3'],
    ['array_find( $a, $f );', '8.4'],
  ])('%s needs PHP %s', (code, since) => {
    expect(versions(code)).toEqual([since]);
  });

  it('says where: the line in the file', () => {
    expect(uses('$a = 1;\n$b = 2;\n$n = $post?->ID;')[0]).toMatchObject({ line: 4, since: '8.0', what: 'the nullsafe operator ?->' });
  });

  it('lets through what the header already allows', () => {
    expect(versions('if ( str_contains( $a, "b" ) ) {}', '8.0')).toEqual([]);
    expect(versions('enum Suit { case Hearts; }', '8.0')).toEqual(['8.1']);
  });
});

describe('what only looks like newer PHP is not code', () => {
  it.each([
    ['a comment', '// str_contains( $a, "b" ) would be nicer\n/* match ( $x ) */ # $a?->b'],
    ['a string', "$s = 'str_contains( $a ) and $a?->b';\n$t = \"match ( 1 )\";"],
    ['a heredoc', '$h = <<<EOT\nstr_contains( $a )\nEOT;'],
    ['inline HTML', '?><p>match ( $x ) and $a?->b</p><?php'],
    ['a method or function of that name', '$this->match( $a );\nMy_Class::str_contains( $a );\nfunction my_str_contains( $a ) {}'],
    ['a ternary and a static call', '$a = $b ? $c : $d;\n$e = A::B;\n$f = array( "k" => 1 );'],
    ['PHP 7.4 features', 'fn( $x ) => $x * 2;\n$a ??= 1;\nclass A { private int $a; }'],
  ])('%s', (_what, code) => {
    expect(uses(code)).toEqual([]);
  });

  it('blanks comments and strings but keeps every line, so lines still count right', () => {
    const text = "<?php\n// one\n$a = 'two\nthree';\n/* four\nfive */ $b = 1;\n";
    const code = phpCode(text);
    expect(code.split('\n')).toHaveLength(text.split('\n').length);
    expect(code).not.toMatch(/one|two|three|four|five/);
    expect(code).toMatch(/\$b = 1;/);
  });
});

it('the plugin as shipped needs nothing newer than its header says', () => {
  const dir = fileURLToPath(new URL('../../wp-plugin/', import.meta.url));
  const main = readFileSync(join(dir, 'online-banking-portal.php'), 'utf8');
  const requires = /Requires PHP:\s*(\S+)/.exec(main)![1]!;
  const files = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? files(join(d, n)) : n.endsWith('.php') ? [join(d, n)] : []));
  expect(requires).toMatch(/^\d+\.\d+$/);
  expect(files(dir).length).toBeGreaterThan(5);
  expect(files(dir).flatMap((f) => uses(readFileSync(f, 'utf8').replace(/^<\?php/, ''), requires).map((u) => `${f}:${u.line} ${u.what}`))).toEqual([]);
});
