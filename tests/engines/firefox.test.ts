/** The cross-engine suite in Firefox (Debian's firefox-esr, over WebDriver BiDi): ./suite.ts. */
import { engineSuite } from './suite';

engineSuite('firefox');
