// @vitest-environment node
/**
 * The site's endpoint counts a failed PIN, code or current password by the widget's own reading
 * of the bank's answer (ACTION_REFUSED, generated into wp-plugin/includes/generated/facts.php):
 * every answer here is taken, or refused, by the plugin's PHP exactly as the widget's
 * accepted() takes or refuses it after its schema has read it.
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { accepted } from '../../../src/api/accept';
import { ActionResponse } from '../../../src/api/schemas';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

const ANSWERS: unknown[] = [
  { status: true },
  { status: 1 },
  { status: '1' },
  { status: 'yes' },
  { status: ' Success ' },
  { status: 'true', requiresanother: 1 },
  { status: false },
  { status: 0 },
  { status: '0' },
  { status: 'no' },
  { status: 'pending' },
  { status: '' },
  { status: null },
  { message: 'Invalid PIN' },
  { icon: 'error' },
  { status: true, error: 'Invalid authorization code' },
  { status: true, error: true },
  { status: true, error: 1 },
  { status: true, error: false },
  { status: true, error: 'false' },
  { status: true, error: 0 },
  { status: true, error: '' },
  { status: true, error: null },
  { status: true, failed: 1 },
  { status: true, failed: 'true' },
  { status: true, failed: 0 },
  { status: true, failed: 'no' },
  { status: true, failed: null },
  { status: 2 },
  { status: -1 },
  {},
  [],
  'Invalid PIN',
  null,
];

/** The widget: its schema, then accepted(). */
const widgetRefuses = (raw: unknown) => {
  const read = v.safeParse(ActionResponse, raw);
  return !read.success || !accepted({ ok: true, data: read.output }).ok;
};

/** The plugin's PHP, over the same answers. */
const pluginRefuses = (answers: unknown[]): boolean[] =>
  JSON.parse(
    execFileSync(
      'php',
      [
        '-r',
        `require 'tests/php/wordpress.php'; require 'wp-plugin/online-banking-portal.php';
         echo json_encode( array_map( array( 'Online_Banking_Portal_Facts', 'refused_action' ), json_decode( $argv[1], true ) ) );`,
        JSON.stringify(answers),
      ],
      { cwd: ROOT, encoding: 'utf8' },
    ),
  );

describe("an action's refusal, one rule for the widget and the plugin", () => {
  it("refuses a status not set, an error reported, or an action said to have failed, with the bank's words", () => {
    const read = (raw: unknown) => accepted({ ok: true, data: v.parse(ActionResponse, raw) });
    expect(read({ status: true }).ok).toBe(true);
    expect(read({ status: 'true', failed: 0 }).ok).toBe(true);
    expect(read({ status: true, failed: 1, message: 'Invalid Pin' })).toMatchObject({ ok: false, message: 'Invalid Pin' });
    expect(read({ status: true, failed: 'yes' }).ok).toBe(false);
    expect(read({ status: false, message: 'Insufficient balance' })).toMatchObject({ ok: false, message: 'Insufficient balance' });
    expect(read({ status: true, error: 'Invalid authorization code' })).toMatchObject({ ok: false, message: 'Invalid authorization code' });
  });

  it("is read by the plugin's PHP as the widget reads it, answer by answer", () => {
    const widget = ANSWERS.map(widgetRefuses);
    const plugin = pluginRefuses(ANSWERS);
    expect(widget.filter(Boolean).length).toBeGreaterThan(10);
    expect(widget.filter((refused) => !refused).length).toBeGreaterThan(5);
    expect(Object.fromEntries(ANSWERS.map((a, i) => [JSON.stringify(a), plugin[i]]))).toEqual(Object.fromEntries(ANSWERS.map((a, i) => [JSON.stringify(a), widget[i]])));
  }, 30_000);
});
