import type { Transport } from '../api/transport';
import type { Result } from '../api/failure';
import { signOut, token } from './session';
import { STATUS_SIGNED_OUT } from '../config/site';

/** A dashboard call (or the site's keep-alive) refused as unauthorised means the session is over on the server too. */
export function endSessionOn401(api: Transport): Transport {
  const after = async <T>(sent: string, call: Promise<Result<T>>) => {
    const result = await call;
    // Only the session that made the call is over; another tab may have signed in meanwhile.
    if (!result.ok && result.kind === 'http' && result.status === STATUS_SIGNED_OUT && sent && token.peek() === sent) signOut();
    return result;
  };
  return {
    ...api,
    dashboard: (marker, fields, schema) => after(token.peek(), api.dashboard(marker, fields, schema)),
    keepAlive(idleSeconds) {
      const call = api.keepAlive(idleSeconds);
      return call && after(token.peek(), call);
    },
  };
}
