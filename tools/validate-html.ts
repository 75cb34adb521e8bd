/**
 * Checks every built page (`dist/**\/*.html`) with the W3C Nu HTML Checker (the `vnu-jar` package,
 * run by the system Java). Prints each error and warning with its page, line, column and the
 * markup around it; fails on any error, never on a warning. Writes reports/html.json (one check
 * per page) for the summary line of tools/test-summary.ts.
 * With --check it only says whether Java is there: `npm test` asks first, before the build.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtPages, MISSING_BUILD } from '../build/pages/built-pages.ts';

export const MISSING_JAVA =
  'No Java found for the HTML validator: install a Java runtime, 17 or later (Debian/Ubuntu: `sudo apt-get install default-jre-headless`), or set JAVA_HOME.';

const DIST = 'dist';

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
  hiliteStart?: number;
  hiliteLength?: number;
}

/** The markup a message points at. */
const highlighted = ({ extract = '', hiliteStart = 0, hiliteLength = extract.length }: VnuMessage) =>
  extract.slice(hiliteStart, hiliteStart + hiliteLength);

/**
 * Warnings the checker gives only because it reads the pages as files, each with why it is not a
 * fault: they are counted, not listed, and any other CSP warning is still shown. The CSP is checked
 * where it counts: csp-hashes.spec.ts finds every inline hash in its page's policy, and every
 * browser test fails on any CSP violation.
 */
const setAside: { reason: string; matches: (message: VnuMessage) => boolean }[] = [
  {
    reason: "CSP warnings about our own files: read from disk, a page's origin is file:, which 'self' never matches",
    matches: (message) => /^Resource violates Content Security Policy .*“\/(?!\/)/.test(message.message),
  },
  {
    reason:
      "CSP warnings about an inline script ending in a line break (Astro's bundle of a client directive of ours): the checker hashes it without that line break, browsers with it, and the page's policy has the browsers' hash",
    matches: (message) => message.message.startsWith('Inline script violates Content Security Policy') && hashedWithLineBreak(message),
  },
  {
    reason: 'CSP warnings about the JSON-LD block: it is data, never run, so browsers do not apply script-src to it',
    matches: (message) =>
      message.message.startsWith('Inline script violates Content Security Policy') &&
      highlighted(message).includes('type="application/ld+json"'),
  },
];

/** Whether the inline script a message points at ends in a line break and its exact text's hash is in its page's policy. */
function hashedWithLineBreak({ url, lastLine = 1, lastColumn = 0 }: VnuMessage): boolean {
  if (!url?.startsWith('file:')) return false;
  const page = readFileSync(fileURLToPath(url), 'utf8');
  const lines = page.split('\n');
  const at = lines.slice(0, lastLine - 1).reduce((sum, line) => sum + line.length + 1, 0) + lastColumn;
  const start = page.lastIndexOf('<script>', at);
  const end = page.indexOf('</script>', start);
  if (start < 0 || end < 0) return false;
  const code = page.slice(start + '<script>'.length, end);
  return code.endsWith('\n') && page.includes(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
}

export function findJava(): string | undefined {
  const home = process.env.JAVA_HOME && join(process.env.JAVA_HOME, 'bin', 'java');
  if (home && existsSync(home)) return home;
  try {
    return execFileSync('sh', ['-c', 'command -v java'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** The jar shipped inside the package (its postinstall, which would download a Java, is not run). */
function vnuJar(): string {
  return join(createRequire(import.meta.url).resolve('vnu-jar/package.json'), '..', 'build', 'dist', 'vnu.jar');
}

function runChecker(java: string, files: string[]): VnuMessage[] {
  // --skip-info-messages: the info level only notes style choices, such as React writing `<img … />`.
  const args = ['-jar', vnuJar(), '--format', 'json', '--stdout', '--skip-info-messages', ...files];
  const run = spawnSync(java, args, { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  try {
    return (JSON.parse(run.stdout) as { messages: VnuMessage[] }).messages;
  } catch {
    throw new Error(`The HTML validator did not run (${java} -jar vnu.jar):\n${run.stderr || run.stdout || run.error?.message}`);
  }
}

function pageOf(message: VnuMessage): string | undefined {
  return message.url?.startsWith('file:') ? relative(resolve(DIST), fileURLToPath(message.url)) : undefined;
}

/** `page:line:column level: message`, then the markup around the spot (pages are one long line). */
function describe(message: VnuMessage, level: string): string {
  const where = [pageOf(message) ?? message.url ?? 'dist', message.lastLine, message.firstColumn ?? message.lastColumn]
    .filter(Boolean)
    .join(':');
  const extract = message.extract?.replace(/\s+/g, ' ').trim();
  return `${where} ${level}: ${message.message}${extract ? `\n    ${extract}` : ''}`;
}

async function main() {
  const java = findJava();
  if (!java) {
    console.error(MISSING_JAVA);
    process.exit(1);
  }
  if (process.argv.includes('--check')) {
    console.log(`The HTML validator will use ${java}`);
    return;
  }
  const pages = builtPages(DIST);
  if (pages.length === 0) {
    console.error(MISSING_BUILD);
    process.exit(1);
  }

  const messages = runChecker(
    java,
    pages.map((page) => join(DIST, page)),
  );
  const errors = messages.filter((message) => message.type !== 'info');
  const notes = messages.filter((message) => message.type === 'info');
  const warnings = notes.filter((message) => !setAside.some(({ matches }) => matches(message)));
  for (const message of errors) console.log(describe(message, 'error'));
  for (const message of warnings) console.log(describe(message, 'warning'));
  for (const { matches, reason } of setAside) {
    const count = notes.filter(matches).length;
    if (count > 0) console.log(`Set aside ${count} ${reason}.`);
  }

  // A message with no page (the checker failing on its own) fails every page: none was checked.
  const invalid = new Set(errors.map((message) => pageOf(message) ?? '*'));
  const failed = invalid.has('*') ? pages : pages.filter((page) => invalid.has(page));
  await mkdir('reports', { recursive: true });
  await writeFile(
    'reports/html.json',
    `${JSON.stringify({ pages: pages.length, passed: pages.length - failed.length, failed }, null, 2)}\n`,
  );
  console.log(
    `HTML validation (W3C Nu checker): ${pages.length - failed.length} of ${pages.length} pages valid, ${errors.length} error(s), ${warnings.length} warning(s).`,
  );
  if (failed.length > 0) process.exit(1);
}

if (import.meta.main) {
  await main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
