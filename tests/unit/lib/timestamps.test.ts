/**
 * Unit tests of src/lib/timestamps.ts: video timestamps read with or without hours, turned into ISO
 * 8601 durations, and a refusal naming what is not a timestamp.
 */
import { describe, expect, it } from 'vitest';
import { timestampDuration, timestampSeconds } from '../../../src/lib/timestamps';

describe('video timestamps', () => {
  it('read minutes and seconds, with or without hours', () => {
    expect(timestampSeconds('00:00')).toBe(0);
    expect(timestampSeconds('4:15')).toBe(255);
    expect(timestampSeconds('1:02:15')).toBe(3735);
  });

  it('become ISO 8601 durations for <time datetime>', () => {
    expect(timestampDuration('00:00')).toBe('PT0S');
    expect(timestampDuration('01:40')).toBe('PT1M40S');
    expect(timestampDuration('07:00')).toBe('PT7M');
    expect(timestampDuration('1:02:15')).toBe('PT1H2M15S');
    expect(timestampDuration('1:00:00')).toBe('PT1H');
  });

  it('refuse what is not a timestamp, naming it', () => {
    expect(() => timestampSeconds('4 min')).toThrow('"4 min"');
    expect(() => timestampSeconds('01:75')).toThrow();
  });
});
