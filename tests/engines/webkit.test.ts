/** The cross-engine suite in WebKit, Safari's engine (WebKitGTK's MiniBrowser through WebKitWebDriver): ./suite.ts. */
import { engineSuite } from './suite';

engineSuite('webkit');
