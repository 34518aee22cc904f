/** The English messages of notifications (the source every other language translates). */
export default {
} as const;
