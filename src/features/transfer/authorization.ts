/** The server's words when a transfer needs the code: compared, not shown (the notice's title is `transfer.code.title`). */
export const CODE_REQUIRED = 'Transfer Authorization Code is required';
