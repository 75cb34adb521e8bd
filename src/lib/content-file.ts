/**
 * Reads a YAML content file outside Astro's collections (the practice's data and the interface
 * words, which the route table, Vitest, Playwright and scripts need too) and checks it with its
 * schema. Node only. A broken file throws one Error with a line per problem, each naming the file
 * and the field: "src/content/ui/en.yaml: header.callButton: …".
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { z } from 'astro/zod';
import { parse } from 'yaml';

export function parseContentFile<Schema extends z.ZodType>(text: string, file: string, schema: Schema): z.output<Schema> {
  let raw: unknown;
  try {
    raw = parse(text);
  } catch (error) {
    throw new Error(`${file}: not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const lines = result.error.issues.flatMap((issue) => {
    const at = issue.path.map(String);
    if (issue.code === 'unrecognized_keys') return issue.keys.map((key) => `${file}: ${[...at, key].join('.')}: unknown field`);
    return [`${file}: ${at.join('.') || '(the whole file)'}: ${issue.message}`];
  });
  throw new Error(lines.join('\n'));
}

/** Reads `file` (relative to the project) and checks it. */
export function readContentFile<Schema extends z.ZodType>(file: string, schema: Schema, root = process.cwd()): z.output<Schema> {
  return parseContentFile(readFileSync(resolve(root, file), 'utf8'), file, schema);
}
