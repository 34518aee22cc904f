/** `npm run demo` entry: the widget from source (as it ships, on Preact) plus the demo panel. */
import '../src/main.ts';
import { bootDemoPage } from './boot.ts';

bootDemoPage();
