/** The English messages of settings (the source every other language translates). */
export default {
} as const;
