/**
 * Unit tests of src/lib/duration.ts: minutes written as French and English readers expect, with
 * no-break spaces, a refusal of what is not a duration, and the ISO 8601 form.
 */
import { describe, expect, it } from 'vitest';
import { formatDuration, isoDuration } from '../../../src/lib/duration';

describe('formatDuration', () => {
  it('writes French durations the French way, with no-break spaces', () => {
    expect(formatDuration(75, 'fr')).toBe('1\u00a0h\u00a015');
    expect(formatDuration(72, 'fr')).toBe('1\u00a0h\u00a012');
    expect(formatDuration(210, 'fr')).toBe('3\u00a0h\u00a030');
    expect(formatDuration(360, 'fr')).toBe('6\u00a0h');
    expect(formatDuration(65, 'fr')).toBe('1\u00a0h\u00a005');
    expect(formatDuration(45, 'fr')).toBe('45\u00a0min');
  });

  it('writes English durations in words a reader expects', () => {
    expect(formatDuration(75, 'en')).toBe('1\u00a0hr 15\u00a0min');
    expect(formatDuration(210, 'en')).toBe('3\u00a0hr 30\u00a0min');
    expect(formatDuration(360, 'en')).toBe('6\u00a0hours');
    expect(formatDuration(60, 'en')).toBe('1\u00a0hour');
    expect(formatDuration(45, 'en')).toBe('45\u00a0min');
  });

  it('refuses what is not a whole, positive number of minutes', () => {
    expect(() => formatDuration(0, 'fr')).toThrow('Not a duration');
    expect(() => formatDuration(1.5, 'en')).toThrow('Not a duration');
  });
});

describe('isoDuration', () => {
  it('gives the ISO 8601 form for <time datetime>', () => {
    expect(isoDuration(75)).toBe('PT1H15M');
    expect(isoDuration(360)).toBe('PT6H');
    expect(isoDuration(45)).toBe('PT45M');
  });
});
