import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedRequest {
  method: string;
  /** Path and query: "/api/v2/paymentcards". */
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** What the fake answers: JSON with a status, or nothing at all (a hung gateway). */
export type FakeAnswer = { status: number; json?: unknown } | 'hang';

export interface FakeGateway {
  baseUrl: string;
  /** Every request received, in order. */
  received: ReceivedRequest[];
  /** The JSON bodies of the requests to `url`. */
  bodiesTo(url: string): unknown[];
  close(): Promise<void>;
}

/** A gateway's HTTP API on 127.0.0.1 and a random port, answering as `answer` decides. */
export async function startFakeGateway(
  answer: (request: ReceivedRequest, count: number) => FakeAnswer,
): Promise<FakeGateway> {
  const received: ReceivedRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const { method = 'GET', url = '/', headers } = request;
      const entry = { method, url, headers, body: Buffer.concat(chunks).toString('utf8') };
      received.push(entry);
      const reply = answer(entry, received.filter((r) => r.url === url).length);
      if (reply === 'hang') return;
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(reply.json === undefined ? '' : JSON.stringify(reply.json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    received,
    bodiesTo: (url) => received.filter((r) => r.url === url).map((r) => JSON.parse(r.body)),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
