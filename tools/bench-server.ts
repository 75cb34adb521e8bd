/** Starts the local server for the benches (`npm run bench`, `npm run bench:journeys`). */
import { spawn, type ChildProcess } from 'node:child_process';

/**
 * The benches' local server: tools/serve.ts (the production headers and compression) on `port`,
 * serving `dir`; resolves once it answers.
 */
export async function startBenchServer(port: number, dir = 'dist'): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['tools/serve.ts', '--port', String(port), '--dir', dir], { stdio: 'ignore' });
  for (let attempt = 0; attempt < 100; attempt++) {
    if (
      await fetch(`http://127.0.0.1:${port}/`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return server;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  server.kill();
  throw new Error(`the local server did not answer on port ${port} (is BENCH_PORT taken?)`);
}
