/** The English messages of funds (the source every other language translates). */
export default {
} as const;
