/** Edits of a text by position, shared by the typography rules and the page pass that applies them. */

/** Replace `text[start, end)` with `text`; `start === end` inserts. */
export interface Edit {
  start: number;
  end: number;
  text: string;
}

/** `text` with sorted, non-overlapping edits applied. */
export function applyEdits(text: string, edits: readonly Edit[]): string {
  let result = '';
  let cursor = 0;
  for (const edit of edits) {
    result += text.slice(cursor, edit.start) + edit.text;
    cursor = edit.end;
  }
  return result + text.slice(cursor);
}
