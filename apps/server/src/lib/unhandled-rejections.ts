export interface RejectionLog {
  error(details: object, message: string): void;
}

/**
 * The process's `unhandledRejection` listener: a promise rejected with nobody to hear it is
 * logged and counted (`giro_unhandled_rejections_total`), where Node would end the process and
 * every request in flight with it. Each one is a bug to fix, so it is logged as an error. Only
 * server.ts installs it, never the app: Vitest takes a rejection as handled once the process has
 * a listener besides its own, and a test run must still fail on one.
 */
export function reportUnhandledRejections(log: RejectionLog, counter: { inc(): void }) {
  return (reason: unknown): void => {
    counter.inc();
    log.error({ err: reason }, 'unhandled promise rejection');
  };
}
