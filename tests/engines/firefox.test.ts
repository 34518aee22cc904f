/** The core flows in Firefox (Debian's firefox-esr, puppeteer-core over WebDriver BiDi). */
import { describe } from 'vitest';
import { coreFlows } from './core-flows';
import { launchFirefox } from './support/engines';

describe('Firefox', () => coreFlows(launchFirefox));
