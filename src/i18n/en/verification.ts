/** The English messages of verification (the source every other language translates). */
export default {
} as const;
