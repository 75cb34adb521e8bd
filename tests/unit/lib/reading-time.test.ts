/**
 * Unit tests of src/lib/reading-time.ts: an article's words counted without its markup, rounded up
 * to whole minutes at a plausible reading speed, never under one minute.
 */
import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from '../../../src/lib/reading-time';

const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

describe('reading time', () => {
  it('counts the words a reader reads, not the markup', () => {
    expect(countWords('## Un titre\n\nDu **texte** avec un [lien](https://example.com/une/adresse).')).toBe(7);
    expect(countWords('![Un long texte alternatif](../image.svg)\n\n- un\n- deux')).toBe(2);
    expect(countWords('L’éclairage : 2 700 K — voilà.')).toBe(5);
    expect(countWords('---\ntitle: "Front matter"\n---\nCorps')).toBe(1);
  });

  it('rounds up at about 220 words a minute', () => {
    expect(WORDS_PER_MINUTE).toBeGreaterThanOrEqual(200);
    expect(WORDS_PER_MINUTE).toBeLessThanOrEqual(230);
    expect(readingMinutes(words(WORDS_PER_MINUTE))).toBe(1);
    expect(readingMinutes(words(WORDS_PER_MINUTE + 1))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(Math.ceil(1000 / WORDS_PER_MINUTE));
  });

  it('never says less than a minute', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Bonjour.')).toBe(1);
  });
});
