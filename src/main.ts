/** The bundle's entry: defines exactly one global, `window.mountBank`. */
import { mountBank } from './app/mount';

declare global {
  interface Window {
    mountBank: typeof mountBank;
  }
}

window.mountBank = mountBank;
