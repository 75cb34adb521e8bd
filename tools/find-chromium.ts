/**
 * Finds a Chromium for the browser tests: $CHROME_PATH, then the system browsers, then Playwright's
 * own download. Run directly, it prints the path (with --check, a sentence), or one line saying
 * what to install and exits 1: `npm test` runs it first so a missing browser is said at once.
 */
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const systemCandidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable'];
const commandCandidates = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable'];

function onPath(command: string): string | undefined {
  try {
    const found = execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return found || undefined;
  } catch {
    return undefined;
  }
}

async function playwrightOwn(): Promise<string | undefined> {
  try {
    const { chromium } = await import('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const headlessShellCandidates = ['/usr/lib/chromium/chromium-headless-shell', '/usr/bin/chromium-headless-shell'];

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`, the build Playwright itself runs
 * headless): the same engine without the browser's windowing layers, about a third faster over the
 * browser tests on two cores. $CHROME_HEADLESS_SHELL, then Debian's; undefined when neither is
 * there (the full Chromium then serves). Tools that need the whole browser (Lighthouse, the
 * back/forward cache, prerendering) use `findChromium`.
 */
export function findHeadlessShell(): string | undefined {
  const fromEnv = process.env.CHROME_HEADLESS_SHELL;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  return headlessShellCandidates.find((path) => existsSync(path));
}

/** Flags for every Chromium we start: the machine's network is closed, and without these Chromium floods it with background requests. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const MISSING_CHROMIUM =
  'No Chromium found for the browser tests: install it (Debian/Ubuntu: `sudo apt-get install chromium`) or set CHROME_PATH to a Chromium or Chrome binary.';

export async function findChromium(): Promise<string | undefined> {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv && existsSync(fromEnv)) return fromEnv;
  for (const path of systemCandidates) if (existsSync(path)) return path;
  for (const command of commandCandidates) {
    const path = onPath(command);
    if (path) return path;
  }
  return playwrightOwn();
}

if (import.meta.main) {
  const path = await findChromium();
  if (!path) {
    console.error(MISSING_CHROMIUM);
    process.exit(1);
  }
  const shell = findHeadlessShell();
  console.log(
    process.argv.includes('--check')
      ? `Browser tests will use ${shell ?? path}${shell ? ` (and ${path} where the whole browser is needed)` : ''}`
      : path,
  );
}
