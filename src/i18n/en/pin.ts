/** The English messages of pin (the source every other language translates). */
export default {
} as const;
