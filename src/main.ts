/**
 * The bundle's entry: defines exactly one global, `window.mountBank`, for hand-written embeds, and
 * mounts every element a page marked for it (app/self-mount.ts), as the WordPress plugin prints them.
 */
import { mountBank } from './app/mount';
import { startSelfMount } from './app/self-mount';

declare global {
  interface Window {
    mountBank: typeof mountBank;
  }
}

window.mountBank = mountBank;
startSelfMount();
