/**
 * Finds the two other browser engines of the cross-engine tests (tests/engines/): Firefox, and
 * WebKit as WebKitGTK's WebDriver server and MiniBrowser, with the Xvfb display it runs on. Run
 * directly with --check, it prints one line: what it found, or what to install (and exits 1), so
 * that `npm test` says at once what is missing.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';

export type EngineName = 'firefox' | 'webkit';

function onPath(command: string): string | undefined {
  try {
    return (
      execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined
    );
  } catch {
    return undefined;
  }
}

/** MiniBrowser lives in the library folder of the machine's architecture, e.g. /usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/. */
function findMiniBrowser(): string | undefined {
  if (process.env.MINIBROWSER_PATH) return process.env.MINIBROWSER_PATH;
  for (const lib of [
    '/usr/lib',
    ...safeList('/usr/lib')
      .filter((name) => name.endsWith('-linux-gnu'))
      .map((name) => `/usr/lib/${name}`),
  ]) {
    for (const folder of safeList(lib)
      .filter((name) => /^webkit2?gtk-[\d.]+$/.test(name))
      .sort()
      .reverse()) {
      const path = `${lib}/${folder}/MiniBrowser`;
      if (existsSync(path)) return path;
    }
  }
  return undefined;
}

function safeList(folder: string): string[] {
  try {
    return readdirSync(folder);
  } catch {
    return [];
  }
}

export function findEngines() {
  return {
    firefox: process.env.FIREFOX_PATH ?? onPath('firefox-esr') ?? onPath('firefox'),
    webkitDriver: process.env.WEBKIT_DRIVER_PATH ?? onPath('WebKitWebDriver'),
    miniBrowser: findMiniBrowser(),
    xvfb: onPath('Xvfb'),
  };
}

/** The Debian packages that bring what is missing, in one line; empty when nothing is. */
export function missingPackages(found = findEngines()): string[] {
  const missing = new Set<string>();
  if (!found.firefox) missing.add('firefox-esr');
  if (!found.webkitDriver || !found.miniBrowser) missing.add('webkit2gtk-driver');
  if (!found.xvfb) missing.add('xvfb');
  return [...missing];
}

if (import.meta.main) {
  const found = findEngines();
  const missing = missingPackages(found);
  if (missing.length > 0) {
    console.error(
      `The cross-engine tests need Firefox and WebKit: install them (Debian/Ubuntu: \`sudo apt-get install ${missing.join(' ')}\`).`,
    );
    process.exit(1);
  }
  if (process.argv.includes('--check')) console.log(`Cross-engine tests will use ${found.firefox} and ${found.miniBrowser}`);
  else console.log(JSON.stringify(found));
}
