/** The standalone server's page entry: the widget comes from the built /bank.js, loaded before this. */
import { bootDemoPage } from './boot.ts';

bootDemoPage();
