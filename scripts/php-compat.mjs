/**
 * The PHP the plugin's code needs, against its "Requires PHP" header. No PHP older than 8.2 runs
 * here (nor in CI), so php -l and the e2e suite cannot prove the plugin still runs on the PHP its
 * header promises (7.4 today). This scan of the plugin's code (comments, strings and inline HTML
 * blanked out) finds the PHP 8 functions and syntax that would be a parse error or a fatal
 * "undefined function" there, each with the version that brought it. It is a regex scan, not a
 * parser: cheap, and it errs on the side of finding. tests/scripts/php-compat.test.ts holds it.
 */

/** [the PHP version that brought it, what it is, a pattern over code with strings and comments blanked]. */
export const PHP_NEWER = [
  ['8.0', 'str_contains(), str_starts_with(), str_ends_with(), get_debug_type(), get_resource_id(), fdiv(), preg_last_error_msg()', /(?<![>:$\w]|function\s+)\b(?:str_contains|str_starts_with|str_ends_with|get_debug_type|get_resource_id|fdiv|preg_last_error_msg)\s*\(/i],
  ['8.0', 'the classes Stringable, ValueError, UnhandledMatchError, WeakMap', /\\?\b(?:Stringable|ValueError|UnhandledMatchError|WeakMap)\b/],
  ['8.0', 'a match expression', /(?<![>:$\w]|function\s+)\bmatch\s*\(/i],
  ['8.0', 'the nullsafe operator ?->', /\?->/],
  ['8.0', 'a named argument', /[(,]\s*[A-Za-z_]\w*\s*:(?!:)/],
  ['8.0', 'a union type', /\b(?:function|fn)\b[^{;]*?(?:[(,]\s*\??[\\\w]+(?:\s*\|\s*[\\\w]+)+\s+&?(?:\.\.\.)?\$|\)\s*:\s*\??[\\\w]+\s*\|)/i],
  ['8.0', 'the types mixed or static', /\b(?:function|fn)\b[^{;]*?(?:[(,]\s*\??mixed\s+&?(?:\.\.\.)?\$|\)\s*:\s*\??(?:mixed|static)\b)/i],
  ['8.0', 'constructor property promotion', /\bfunction\s+__construct\s*\([^{;]*\b(?:public|private|protected|readonly)\s/i],
  ['8.0', 'a throw expression', /(?:\?\?|\?|=>|[^=!<>]=|\|\||&&|(?<!\b(?:case\b[^:\n]*|default\s*|else\s*)):)\s*throw\b/i],
  ['8.0', '::class on an object', /\$\w+(?:->\w+)*::class\b/i],
  ['8.0', 'a catch without a variable', /\bcatch\s*\(\s*[\\\w|\s]+\)/i],
  ['8.0', 'a trailing comma in a parameter or use list', /\b(?:function|fn)\b[^{;]*,\s*\)\s*(?:use\b|:|\{|=>)/i],
  ['8.1', 'array_is_list(), enum_exists()', /(?<![>:$\w]|function\s+)\b(?:array_is_list|enum_exists)\s*\(/i],
  ['8.1', 'an enum', /^\s*enum\s+\w+/im],
  ['8.1', 'readonly', /\breadonly\b(?!\s*\()/i],
  ['8.1', 'the type never', /\b(?:function|fn)\b[^{;]*?\)\s*:\s*never\b/i],
  ['8.1', 'first-class callable syntax f(...)', /[\w)]\s*\(\s*\.\.\.\s*\)/],
  ['8.2', 'the standalone types null, false, true', /\b(?:function|fn)\b[^{;]*?\)\s*:\s*\??(?:null|false|true)\b/i],
  ['8.3', 'json_validate(), mb_str_pad(), str_increment(), str_decrement()', /(?<![>:$\w]|function\s+)\b(?:json_validate|mb_str_pad|str_increment|str_decrement)\s*\(/i],
  ['8.4', 'array_find(), array_find_key(), array_any(), array_all()', /(?<![>:$\w]|function\s+)\b(?:array_find|array_find_key|array_any|array_all)\s*\(/i],
];

/** A PHP file's code with comments, string contents, heredocs and inline HTML replaced by spaces (lines kept). */
export function phpCode(text) {
  const blank = (part) => part.replace(/[^\n]/g, ' ');
  let out = '';
  let i = 0;
  let php = false;
  while (i < text.length) {
    if (!php) {
      const open = text.indexOf('<?', i);
      if (open < 0) return out + blank(text.slice(i));
      const tag = text.startsWith('<?php', open) ? 5 : text.startsWith('<?=', open) ? 3 : 2;
      out += blank(text.slice(i, open + tag));
      i = open + tag;
      php = true;
      continue;
    }
    const c = text[i];
    let end = i + 1;
    if (c === '?' && text[i + 1] === '>') {
      php = false;
      end = i + 2;
    } else if (c === '#' || (c === '/' && text[i + 1] === '/')) {
      while (end < text.length && text[end] !== '\n' && !(text[end] === '?' && text[end + 1] === '>')) end++;
    } else if (c === '/' && text[i + 1] === '*') {
      end = text.indexOf('*/', i + 2) < 0 ? text.length : text.indexOf('*/', i + 2) + 2;
    } else if (c === "'" || c === '"' || c === '`') {
      while (end < text.length && text[end] !== c) end += text[end] === '\\' ? 2 : 1;
      out += c + blank(text.slice(i + 1, end)) + c;
      i = end + 1;
      continue;
    } else if (text.startsWith('<<<', i)) {
      const id = /^<<<[ \t]*(['"]?)(\w+)\1\r?\n/.exec(text.slice(i));
      if (id) {
        const close = new RegExp(`^[ \\t]*${id[2]}\\b`, 'm').exec(text.slice(i + id[0].length));
        end = close ? i + id[0].length + close.index + close[0].length : text.length;
      }
    } else {
      out += c;
      i++;
      continue;
    }
    out += blank(text.slice(i, end));
    i = end;
  }
  return out;
}

const olderPhp = (a, b) => a.localeCompare(b, 'en', { numeric: true }) < 0;

/** What in `text` (a PHP file) needs a newer PHP than `requiresPhp`: { line, since, what, found }, first match of each kind. */
export function newerPhpUses(text, requiresPhp) {
  const code = phpCode(text);
  const uses = [];
  for (const [since, what, re] of PHP_NEWER) {
    if (!olderPhp(requiresPhp, since)) continue;
    const m = new RegExp(re.source, re.flags.includes('g') ? re.flags : `${re.flags}g`).exec(code);
    if (m) uses.push({ line: code.slice(0, m.index).split('\n').length, since, what, found: m[0].trim().slice(0, 60) });
  }
  return uses;
}
