import { afterEach } from 'vitest';
import { cleanup } from '@testing-library/preact';

afterEach(() => {
  // The demo-backend suites run in the node environment: no DOM to clean there.
  if (typeof document === 'undefined') return;
  cleanup();
  localStorage.clear();
  document.body.innerHTML = '';
  history.replaceState(null, '', '/');
});
