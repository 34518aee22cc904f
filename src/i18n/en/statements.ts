/** The English messages of statements (the source every other language translates). */
export default {
} as const;
