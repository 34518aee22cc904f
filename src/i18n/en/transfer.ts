/** The English messages of transfer (the source every other language translates). */
export default {
} as const;
