/** What one mounted widget was configured with, after `app/options.ts` checked and completed it. */
export type ColorScheme = 'light' | 'dark' | 'auto';

export const APPEARANCE_VARIABLES = ['colorPrimary', 'colorBackground', 'colorText', 'colorDanger', 'borderRadius', 'fontFamily'] as const;
export type AppearanceVariable = (typeof APPEARANCE_VARIABLES)[number];

export interface ResolvedOptions {
  basePath: string;
  apiBase: string;
  adminUrl: string;
  uploadsBase: string;
  appearance: { colorScheme: ColorScheme; variables: Partial<Record<AppearanceVariable, string>> };
  brand: { name: string; logoUrl: string };
  /** The session ends after this many minutes without input (inactivity lock). */
  idleMinutes: number;
}
