/** The one error `mountBank` throws for a bad option; its message names the option. */
export class MountOptionError extends Error {
  override name = 'MountOptionError';
}

export const optionError = (path: string, problem: string) => new MountOptionError(`mountBank: option "${path}" ${problem}.`);
