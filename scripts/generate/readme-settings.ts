/**
 * readme.txt's list of settings, from the settings page's own table (each setting's label and
 * help, as Online_Banking_Portal_Settings_Table writes them, read by php): a setting's words are
 * written once, there.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const README = 'wp-plugin/readme.txt';

/** Every setting's label and help, in English. */
function settings(root: string): [label: string, help: string][] {
  const php = `require 'tests/php/wordpress.php'; require 'wp-plugin/online-banking-portal.php';
    $rows = array(); foreach ( Online_Banking_Portal_Settings_Table::rows() as $row ) { $rows[] = array( $row['label'], isset( $row['help'] ) ? $row['help'] : '' ); }
    echo json_encode( $rows );`;
  return JSON.parse(execFileSync('php', ['-r', php], { cwd: root, encoding: 'utf8' })) as [string, string][];
}

/** readme.txt with the paragraph after "Settings:" written from the settings table, the rest as it is. */
export function readmeWithSettings(root: string): string {
  const readme = readFileSync(join(root, README), 'utf8');
  const start = readme.indexOf('\nSettings:\n\n') + '\nSettings:\n\n'.length;
  const end = readme.indexOf('\n\n', start);
  if (start < '\nSettings:\n\n'.length || end < 0) throw new Error(`${README} has no "Settings:" list`);
  const list = settings(root).map(([label, help]) => `* ${label}: ${help.replace(/\s+/g, ' ').trim()}`);
  return readme.slice(0, start) + list.join('\n') + readme.slice(end);
}
