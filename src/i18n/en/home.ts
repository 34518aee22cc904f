/** The English messages of home (the source every other language translates). */
export default {
} as const;
