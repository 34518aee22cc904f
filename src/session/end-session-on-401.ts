import type { Transport } from '../api/transport';
import { signOut, token } from './session';

/** A dashboard call refused as unauthorised means the session is over on the server too. */
export function endSessionOn401(api: Transport): Transport {
  return {
    ...api,
    async dashboard(marker, fields, schema) {
      const sent = token.peek();
      const result = await api.dashboard(marker, fields, schema);
      // Only the session that made the call is over; another tab may have signed in meanwhile.
      if (!result.ok && result.kind === 'http' && result.status === 401 && sent && token.peek() === sent) signOut();
      return result;
    },
  };
}
