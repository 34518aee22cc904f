/** The core flows in WebKit (Debian's WebKitGTK MiniBrowser, WebKitWebDriver under xvfb-run). */
import { describe } from 'vitest';
import { coreFlows } from './core-flows';
import { launchWebKit } from './support/engines';

describe('WebKit', () => coreFlows(launchWebKit));
