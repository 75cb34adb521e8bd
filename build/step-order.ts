/**
 * The order check of the build pipeline (./pipeline.ts): each step names the files of dist/ it
 * reads and writes as globs, and no step may read what a later step writes.
 *
 * Globs are paths relative to dist/: `*` is any part of one name, `**` any number of folders.
 * An entry `{ glob, except }` leaves folders out of its glob (the pages, but not the editor's admin/).
 */

export type Files = string | { glob: string; except: readonly string[] };

export interface StepFiles {
  name: string;
  /** What the step reads in dist/. */
  reads: readonly Files[];
  /** What the step writes (or rewrites, or deletes) in dist/. */
  writes: readonly Files[];
}

/** Whether two one-name patterns (`*` wildcards) can match the same name. */
function namesOverlap(a: string, b: string): boolean {
  if (a === '') return /^\**$/.test(b);
  if (b === '') return /^\**$/.test(a);
  if (a[0] === '*') return namesOverlap(a.slice(1), b) || namesOverlap(a, b.slice(1));
  if (b[0] === '*') return namesOverlap(a, b.slice(1)) || namesOverlap(a.slice(1), b);
  return a[0] === b[0] && namesOverlap(a.slice(1), b.slice(1));
}

function pathsOverlap(a: readonly string[], b: readonly string[]): boolean {
  if (a.length === 0) return b.every((part) => part === '**');
  if (b.length === 0) return a.every((part) => part === '**');
  if (a[0] === '**') return pathsOverlap(a.slice(1), b) || pathsOverlap(a, b.slice(1));
  if (b[0] === '**') return pathsOverlap(a, b.slice(1)) || pathsOverlap(a.slice(1), b);
  return namesOverlap(a[0]!, b[0]!) && pathsOverlap(a.slice(1), b.slice(1));
}

/** Whether some file can match both globs. */
export function globsOverlap(a: string, b: string): boolean {
  return pathsOverlap(a.split('/'), b.split('/'));
}

/** Whether the exclusion `excluded` leaves out every file `glob` matches: the same glob, or a folder's `/**` holding it. */
function covers(excluded: string, glob: string): boolean {
  if (excluded === glob) return true;
  return excluded.endsWith('/**') && glob.startsWith(excluded.slice(0, -2)) && !excluded.slice(0, -3).includes('*');
}

const globOf = (files: Files) => (typeof files === 'string' ? files : files.glob);
const exceptOf = (files: Files) => (typeof files === 'string' ? [] : files.except);

/** Whether some file can be in both (each one's exclusions honoured). */
export function filesOverlap(a: Files, b: Files): boolean {
  return (
    globsOverlap(globOf(a), globOf(b)) &&
    !exceptOf(a).some((left) => covers(left, globOf(b))) &&
    !exceptOf(b).some((left) => covers(left, globOf(a)))
  );
}

/** The globs of `b` that some file of `a` can also be in. */
export function sharedGlobs(a: readonly Files[], b: readonly Files[]): string[] {
  return b.filter((theirs) => a.some((ours) => filesOverlap(ours, theirs))).map(globOf);
}

/** Every step that reads what a later step writes, as one message per conflict (none: the order holds). */
export function orderProblems(steps: readonly StepFiles[]): string[] {
  const problems: string[] = [];
  steps.forEach((step, index) => {
    for (const later of steps.slice(index + 1)) {
      const shared = sharedGlobs(step.reads, later.writes);
      if (shared.length) {
        problems.push(
          `"${step.name}" reads ${shared.map((glob) => `'${glob}'`).join(', ')}, which "${later.name}" writes after it: list "${step.name}" after "${later.name}"`,
        );
      }
    }
  });
  return problems;
}

/** Throws, naming every conflict, unless each step runs after every step that writes what it reads. */
export function checkOrder(steps: readonly StepFiles[]): void {
  const problems = orderProblems(steps);
  if (problems.length)
    throw new Error(`build pipeline: steps out of order (build/pipeline.ts):\n${problems.map((p) => `  - ${p}`).join('\n')}`);
}
