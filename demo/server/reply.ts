/**
 * What a handler returns. Refusals a customer can act on (wrong PIN, taken username) are
 * HTTP 200 with `status:false` and a message, because the client shows server messages only
 * on 200; requests no honest client sends (missing fields, no marker, not an image) are 4xx.
 */
export interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
  /**
   * How the answer travels (the demo's bank controls, next-money-call.ts): at once by default;
   * `lost` never arrives (the connection is reset); `afterMs` arrives that much later.
   */
  delivery?: 'lost' | { afterMs: number };
}

/** A request the network loses: the connection is reset and no answer is written. */
export const LOST: Reply = { status: 0, body: null, delivery: 'lost' };

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

export const ok = (body: Record<string, unknown>): Reply => ({ status: 200, body });

export const refuse = (message: string, extra: Record<string, unknown> = {}): Reply => ({
  status: 200,
  body: { status: false, error: true, message, ...extra },
});

export const errorBody = (message: string) => ({ status: false, error: true, message });

/** Thrown anywhere below a handler; the HTTP layer turns it into a JSON error answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = () => new HttpError(401, SESSION_EXPIRED);
