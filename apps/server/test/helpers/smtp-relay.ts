import { SMTPServer, type SMTPServerSession } from 'smtp-server';

/** What a relay received: the envelope's recipients and the raw message. */
export interface RelayedMessage {
  from: string;
  to: string[];
  raw: Buffer;
}

/**
 * A real SMTP server for tests and benches: a plain local relay (no TLS, no sign-in) that hands
 * each whole message to `accept` and answers the client once `accept` resolves (a slow mail
 * server is an `accept` that waits).
 */
export function smtpRelay(accept: (message: RelayedMessage) => void | Promise<void>): SMTPServer {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    disableReverseLookup: true,
    onData(stream, session: SMTPServerSession, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = {
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks),
        };
        Promise.resolve(accept(message)).then(() => callback(), callback);
      });
    },
  });
  // A client killed mid-session (a Giro process under SIGKILL) resets its connection: expected.
  // Anything else (a port in use) stays an uncaught error.
  server.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') throw error;
  });
  return server;
}
