import type { RequestBody, Variant } from './fuzz-case.ts';

const boundary = 'giro-fuzz-boundary';
const formType = `multipart/form-data; boundary=${boundary}`;

/** A 1×1 PNG: a real image, so an upload can succeed. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function part(field: string, content: Buffer, fileName?: string, type = 'image/png'): Buffer {
  const disposition = `form-data; name="${field}"${fileName ? `; filename="${fileName}"` : ''}`;
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    content,
    Buffer.from('\r\n'),
  ]);
}

const form = (...parts: Buffer[]) => Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]);

const body = (summary: string, payload: Buffer, contentType = formType): RequestBody => ({
  contentType,
  payload,
  summary,
});

/**
 * Forms for an upload documented as `multipart/form-data` with one binary field: any bytes in
 * that field match the schema (`format: binary`), so a PNG and garbage are both valid cases.
 */
export function validUploads(field: string): Variant<RequestBody>[] {
  return [
    { kind: 'upload', label: 'a PNG', value: body('PNG 1×1', form(part(field, png, 'proof.png'))) },
    {
      kind: 'upload',
      label: 'garbage bytes named .png',
      value: body('garbage', form(part(field, Buffer.from('not an image at all'), 'proof.png'))),
    },
    {
      kind: 'upload',
      label: 'a PNG sent as application/pdf',
      value: body('PNG as PDF', form(part(field, png, 'proof.pdf', 'application/pdf'))),
    },
  ];
}

/** Forms without the file, with two, cut, without boundary, too large, or no form at all. */
export function invalidUploads(field: string): Variant<RequestBody>[] {
  const file = form(part(field, png, 'proof.png'));
  const variant = (kind: string, label: string, value: RequestBody) => ({
    kind: `upload:${kind}`,
    label,
    value,
  });
  return [
    variant('missing', 'no file field', body('other field', form(part('other', png, 'a.png')))),
    variant('missing', 'a text field instead', body('text', form(part(field, png, undefined)))),
    variant(
      'missing',
      'two files',
      body('two files', form(part(field, png, 'a.png'), part(field, png, 'b.png'))),
    ),
    variant('malformed', 'no boundary', body('no boundary', file, 'multipart/form-data')),
    variant('malformed', 'cut form', body('cut', file.subarray(0, 60))),
    variant('malformed', 'empty form', body('empty', Buffer.alloc(0))),
    variant('malformed', 'another boundary', body('boundary', file, `${formType}x`)),
    variant('media', 'JSON instead of a form', {
      contentType: 'application/json',
      payload: '{"file":"x"}',
      summary: '{"file":"x"}',
    }),
    variant('size', 'a 5 MB + 1 file', {
      ...body('5 MB', form(part(field, Buffer.alloc(5 * 1024 * 1024 + 1, 7), 'big.png'))),
    }),
  ];
}
