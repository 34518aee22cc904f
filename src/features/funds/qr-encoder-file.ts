/** The entry of `bank.qr.js` (see qr-encoder.ts): the encoder, as the global `bankQrEncoder`. */
export { correction, generate } from 'lean-qr/nano';
