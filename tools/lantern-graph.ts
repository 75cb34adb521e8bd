/**
 * What Lighthouse's simulation waited for, for `npm run bench -- --lantern`: the requests and
 * tasks of the simulated first and largest paints, with their simulated start and end.
 *
 * Why: the bench's paints are not timed, they are simulated (Lantern) from one fast local load: a
 * paint waits for every request that had *ended* before that paint in the fast load (except
 * low-priority images), replayed over slow 4G (150 ms round trips, 10-segment first TCP window,
 * bandwidth shared by the requests in flight). Which requests those are, and which one ends last,
 * is the answer to "why is this page's largest paint 1.50 s": a document over the first window
 * (14.6 kB with its headers) ends a round trip later; a font over it, likewise
 * (docs/performance.md, "Fonts cut to the characters the pages show").
 */
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';

/** The simulations of the last Lighthouse run, as text (one line per request or long task); clears them. */
export function takeSimulatedPaints(): string {
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  const lines: string[] = [];
  for (const [label, nodes] of timings) {
    if (!/^optimistic(FirstContentful|LargestContentful)Paint$/.test(label)) continue;
    lines.push(`${label}:`);
    const rows = [...nodes.entries()].map(([node, timing]) => ({
      start: timing.startTime,
      end: timing.endTime,
      what:
        node.type === 'network'
          ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '')} (${node.request.priority}, ${(node.request.transferSize / 1024).toFixed(1)} kB)`
          : `main-thread task (${(node.duration / 1000).toFixed(0)} ms unthrottled)`,
    }));
    for (const row of rows.filter((r) => r.end - r.start >= 1).sort((a, b) => a.start - b.start)) {
      lines.push(`  ${row.start.toFixed(0).padStart(5)} → ${row.end.toFixed(0).padStart(5)} ms  ${row.what}`);
    }
  }
  timings.clear();
  return lines.join('\n') + '\n';
}
