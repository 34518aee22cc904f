/** The English messages of profile (the source every other language translates). */
export default {
} as const;
