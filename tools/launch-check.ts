/**
 * `npm run launch-check`: what is still provisional in the content, the same list as
 * the editor's "Avant la mise en ligne" page and a refused production build. Exits 1 while anything
 * is left, so that it can guard a deploy script; 0 once the site can go live.
 */
import { launchCheckReport } from '../build/launch/launch-check.ts';

const { ready, lines } = launchCheckReport(process.env);
for (const line of lines) console.log(line);
process.exit(ready ? 0 : 1);
