/** What the bench servers (child processes) and the bench scripts (parents) agree on. */

/** Sent to the parent once the server listens. */
export interface BenchServerReady {
  port: number;
}

/** bench/bench-server.ts also hands over a signed-in sender, whose quotes carry a session. */
export interface QuoteBenchReady extends BenchServerReady {
  senderToken: string;
}

/** The bare baseline: same hooks, CSRF check and JSON body parsing, no work in the handler. */
export const bareRoute = '/bench/bare';
