/**
 * `npm run edit`: the site as the owner edits it on her computer. Builds the site, serves it on
 * localhost with the editor at /admin/ (tools/serve.ts, the host's headers), and builds it again
 * whenever a content file or a picture changes, which is what a save in the editor does: the page
 * she opens from the editor's link shows her change. These are the real pages, with their CSP,
 * from the same build as the host's (Astro's dev server applies no CSP and skips the build's own
 * steps). Astro keeps its content and image caches between builds, so a rebuild costs only what
 * changed plus the pages' rendering (a few seconds).
 *
 * While a rebuild runs, a page asked for waits for it rather than show the page as it was. A
 * rebuild that fails (a rule only the build checks) leaves the last good build in place for the
 * editor, and every page shows the build's message instead, in French, naming the page and the
 * field, until a save mends it; the terminal prints it too.
 *
 * Usage: node tools/edit.ts [--port 4321] [--host localhost]
 */
import { spawn } from 'node:child_process';
import { watch, type FSWatcher } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { failureOf, failurePage } from './rebuild-failure.ts';
import { forgetBuildsBut, listen, siteServer } from './serve.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4321' },
    host: { type: 'string', default: 'localhost' },
  },
});

/** What a save in the editor writes: the content files and the pictures. */
export const watchedFolders = ['src/content', 'src/assets'];
/** A save writes both languages' files one after the other: one rebuild for the lot. */
const SETTLE_MS = 300;

const project = process.cwd();
const astro = join(project, 'node_modules/astro/bin/astro.mjs');
const builds = await mkdtemp(join(tmpdir(), 'site-edit-'));

/** The build being served (the last one that succeeded), and the message of a later one that failed. */
let served = '';
let failure: string | undefined;
let count = 0;

function runBuild(out: string): Promise<{ ok: boolean; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [astro, 'build', '--outDir', out], { cwd: project, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ ok: code === 0, output }));
  });
}

async function build(): Promise<void> {
  const out = join(builds, String(++count));
  const started = Date.now();
  const { ok, output } = await runBuild(out);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (!ok) {
    failure = failureOf(output);
    await rm(out, { recursive: true, force: true });
    console.error(
      `\nLe site n’a pas pu être reconstruit (${seconds} s) ; les pages affichent ce message jusqu’à la prochaine modification :\n${failure}\n`,
    );
    return;
  }
  const previous = served;
  served = out;
  failure = undefined;
  forgetBuildsBut(out);
  if (previous) await rm(previous, { recursive: true, force: true });
  console.log(`Site reconstruit en ${seconds} s.`);
}

/** The rebuild under way, if any; `again` when files changed during it, so it runs once more. */
let building: Promise<void> | undefined;
let again = false;
let settling: ReturnType<typeof setTimeout> | undefined;
/** Resolved once the files have settled and every rebuild they called for is over. */
let quiet: Promise<void> = Promise.resolve();
let markQuiet: (() => void) | undefined;

function rebuild(): Promise<void> {
  if (building) {
    again = true;
    return building;
  }
  building = (async () => {
    do {
      again = false;
      await build();
    } while (again);
    building = undefined;
  })();
  return building;
}

function changed(): void {
  if (!markQuiet) quiet = new Promise((done) => (markQuiet = done));
  clearTimeout(settling);
  settling = setTimeout(async () => {
    settling = undefined;
    await rebuild();
    if (!settling && !building) {
      markQuiet?.();
      markQuiet = undefined;
    }
  }, SETTLE_MS);
}

/**
 * Calls `onChange` when anything changes under `folder`. Each folder is watched on its own, not its
 * files: a save replaces a file (the browser writes a copy, then renames it over the file), and a
 * watch on the file, as Node's recursive watch keeps on Linux, loses it after the first save.
 */
async function watchTree(folder: string, onChange: () => void, watchers = new Map<string, FSWatcher>()): Promise<void> {
  if (!watchers.has(folder)) {
    const watcher = watch(folder, () => {
      onChange();
      // A new folder (an article's pictures, say) is watched too.
      void watchTree(folder, onChange, watchers);
    });
    // A folder removed: its watch ends, without ending the server.
    watcher.on('error', () => {
      watcher.close();
      watchers.delete(folder);
    });
    watchers.set(folder, watcher);
  }
  for (const entry of await readdir(folder, { withFileTypes: true }).catch(() => [])) {
    const child = join(folder, entry.name);
    if (entry.isDirectory() && !watchers.has(child)) await watchTree(child, onChange, watchers);
  }
}

console.log('Construction du site…');
await build();
if (!served) {
  console.error('Le site n’a pas pu être construit : corrigez l’erreur ci-dessus, puis relancez npm run edit.');
  process.exit(1);
}
for (const folder of watchedFolders) await watchTree(join(project, folder), changed);

const server = siteServer({
  root: () => served,
  beforePage: async (_request, response) => {
    await quiet;
    if (!failure) return false;
    response.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }).end(failurePage(failure));
    return true;
  },
});
await listen(server, Number(values.port), values.host, served);
console.log('Chaque enregistrement dans l’éditeur reconstruit le site : la page s’affiche telle qu’elle sera publiée.');

const stop = async () => {
  server.close();
  await rm(builds, { recursive: true, force: true });
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
