/** What bench/bench-server.ts (child process) and bench/run.ts (parent) agree on. */

/** Sent to the parent once the server listens. */
export interface BenchServerReady {
  port: number;
}

/** The bare baseline: same hooks, CSRF check and JSON body parsing, no work in the handler. */
export const bareRoute = '/bench/bare';
