export declare const HEADLESS_SHELL: string;
export declare const CHROMIUM: string;
export declare function chromiumCandidates(): string[];
export declare function findChromium(): string | null;
export declare const CHROMIUM_ARGS: string[];
