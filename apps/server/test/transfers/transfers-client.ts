import type { ContactInfoInput } from '@giro/shared';
import type { LightMyRequestResponse } from 'fastify';
import { freshIp } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/build-test-app.ts';
import { type CsrfPair, csrf } from '../helpers/csrf.ts';
import { ordersClient, type Sender } from '../orders/orders-client.ts';

const boundary = 'giro-test-boundary';
export const multipartContentType = `multipart/form-data; boundary=${boundary}`;

export interface FormPart {
  name: string;
  content: Buffer | string;
  /** Makes the part a file. */
  file?: { name: string; contentType: string };
}

/** A multipart/form-data body with these parts, in order. */
export function multipartForm(parts: FormPart[]): Buffer {
  return Buffer.concat([
    ...parts.flatMap(({ name, content, file }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"` +
          (file ? `; filename="${file.name}"\r\nContent-Type: ${file.contentType}` : '') +
          '\r\n\r\n',
      ),
      Buffer.from(content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
}

/** A multipart/form-data body with one file field named `file`. */
export function multipartBody(file: Buffer, fileName: string, contentType: string): Buffer {
  return multipartForm([{ name: 'file', content: file, file: { name: fileName, contentType } }]);
}

/** 'Mis envíos' calls as a signed-in sender makes them, plus the checkout's order calls. */
export function transfersClient(testApp: TestApp) {
  const orders = ordersClient(testApp);
  let pair: CsrfPair | undefined;

  async function call(
    sender: Sender,
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body?: { payload: Buffer; contentType: string },
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    pair ??= await csrf(testApp.app);
    return testApp.app.inject({
      method,
      url,
      remoteAddress: freshIp(),
      cookies: pair.cookies,
      headers: {
        ...pair.headers,
        ...headers,
        authorization: `Bearer ${sender.token}`,
        ...(body && { 'content-type': body.contentType }),
      },
      ...(body && { payload: body.payload }),
    });
  }

  /** A Zelle order of `amount` USD placed by `sender`: its reference. */
  async function zelleOrder(sender: Sender, amount = '100', contact?: ContactInfoInput) {
    const body = await orders.orderBody('zelle', { amount }, contact);
    return (await orders.placed(sender, body)).reference;
  }

  return {
    orders,
    zelleOrder,
    get: (sender: Sender, url: string, headers?: Record<string, string>) =>
      call(sender, 'GET', url, undefined, headers),
    post: (sender: Sender, url: string) => call(sender, 'POST', url),
    delete: (sender: Sender, url: string) => call(sender, 'DELETE', url),
    uploadProof: (
      sender: Sender,
      reference: string,
      file: Buffer,
      fileName = 'proof.png',
      contentType = 'image/png',
    ) =>
      call(sender, 'POST', `/api/orders/${reference}/proof`, {
        payload: multipartBody(file, fileName, contentType),
        contentType: multipartContentType,
      }),
    /** A proof form of any shape, read in `language`. */
    uploadForm: (sender: Sender, reference: string, parts: FormPart[], language = 'es') =>
      call(
        sender,
        'POST',
        `/api/orders/${reference}/proof`,
        { payload: multipartForm(parts), contentType: multipartContentType },
        { 'accept-language': language },
      ),
  };
}

export type TransfersClient = ReturnType<typeof transfersClient>;
