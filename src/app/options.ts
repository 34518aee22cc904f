/** The options a host page passes to `mountBank`, checked before anything renders. */
export interface MountOptions {
  /** Route prefix the page serves the bank under, e.g. "/wp-user". */
  basePath: string;
  /** Origin (and path) of the backend; requests go to `${apiBase}/api/users.php`. "" = this site. */
  apiBase: string;
  /** Where an admin who signs in is sent. Default `${apiBase}/admin/`. */
  adminUrl?: string;
  /** Where uploaded images (profile pictures) are read from. Default `${apiBase}/uploads`. */
  uploadsBase?: string;
}

import type { ResolvedOptions } from '../config/options';

export class MountOptionError extends Error {
  override name = 'MountOptionError';
}

const isUrlOrPath = (value: string) => value === '' || value.startsWith('/') || /^https?:\/\/[^\s/]+/i.test(value);

function optionalString(options: Record<string, unknown>, key: keyof MountOptions): string | undefined {
  const value = options[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new MountOptionError(`mountBank: option "${key}" must be a string, got ${typeof value}.`);
  return value.trim();
}

export function resolveOptions(el: unknown, raw: unknown): ResolvedOptions {
  if (!(el instanceof Element)) {
    throw new MountOptionError('mountBank: the first argument "el" must be a DOM element to mount into.');
  }
  if (typeof raw !== 'object' || raw === null) {
    throw new MountOptionError('mountBank: the second argument must be an options object { basePath, apiBase }.');
  }
  const options = raw as Record<string, unknown>;
  const basePath = optionalString(options, 'basePath');
  if (basePath === undefined) throw new MountOptionError('mountBank: option "basePath" is required (e.g. "/wp-user").');
  if (basePath !== '' && !basePath.startsWith('/')) {
    throw new MountOptionError(`mountBank: option "basePath" must start with "/" (got "${basePath}").`);
  }
  const apiBase = (optionalString(options, 'apiBase') ?? '').replace(/\/+$/, '');
  for (const [key, value] of [
    ['apiBase', apiBase],
    ['adminUrl', optionalString(options, 'adminUrl')],
    ['uploadsBase', optionalString(options, 'uploadsBase')],
  ] as const) {
    if (value !== undefined && !isUrlOrPath(value)) {
      throw new MountOptionError(`mountBank: option "${key}" must be an http(s) URL or a path starting with "/" (got "${value}").`);
    }
  }
  return {
    basePath: basePath.replace(/\/+$/, ''),
    apiBase,
    adminUrl: optionalString(options, 'adminUrl') || `${apiBase}/admin/`,
    uploadsBase: (optionalString(options, 'uploadsBase') || `${apiBase}/uploads`).replace(/\/+$/, ''),
    appearance: { colorScheme: 'auto', variables: {} },
    brand: { name: 'Online Banking', logoUrl: '' },
    idleMinutes: 5,
  };
}
