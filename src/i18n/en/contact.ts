/** The English messages of contact (the source every other language translates). */
export default {
} as const;
