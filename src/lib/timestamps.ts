/**
 * Moments of a video as content writes them ("02:15", "1:02:15"), turned into the duration
 * <time datetime> expects ("PT2M15S"), so a machine reads what a person sees.
 */

/** Seconds from the start of the video. */
export function timestampSeconds(time: string): number {
  const match = /^(?:(\d{1,2}):)?([0-5]?\d):([0-5]\d)$/.exec(time);
  if (!match) throw new Error(`Not a video timestamp (m:ss, mm:ss or h:mm:ss): "${time}"`);
  const [, hours, minutes, seconds] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds);
}

/** The ISO 8601 duration of a timestamp: "1:02:15" → "PT1H2M15S", "00:00" → "PT0S". */
export function timestampDuration(time: string): string {
  const total = timestampSeconds(time);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts = `${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s || total === 0 ? `${s}S` : ''}`;
  return `PT${parts}`;
}
