import { startSessionSync } from '../../../src/session/session';

/** What a mount does first: the session's values read again from storage (without staying to follow other tabs). */
export const reloadSession = () => startSessionSync()();
