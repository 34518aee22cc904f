/** The one error `mountBank` throws for a bad option (its message names the option), and shared checks. */
export class MountOptionError extends Error {
  override name = 'MountOptionError';
}

export const optionError = (path: string, problem: string) => new MountOptionError(`mountBank: option "${path}" ${problem}.`);

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** A plain object with only `known` keys, or absent (null/undefined → undefined); anything else throws naming `path`. */
export function optionObject(value: unknown, path: string, known: readonly string[]): Record<string, unknown> | undefined {
  if (value == null) return undefined;
  if (!isRecord(value)) throw optionError(path, `must be an object { ${known.join(', ')} }`);
  const unknown = Object.keys(value).find((key) => !known.includes(key));
  if (unknown !== undefined) throw optionError(`${path}.${unknown}`, 'is not an option');
  return value;
}
