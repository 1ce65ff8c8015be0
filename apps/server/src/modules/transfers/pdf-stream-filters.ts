import { inflateSync } from 'node:zlib';

/**
 * Decoders of the PDF stream filters that can hold text (PDF 32000-1 §7.4): Flate, LZW,
 * ASCIIHex, ASCII85 and RunLength, with the PNG predictors of Flate and LZW. Image filters
 * (DCT, JPX, CCITT, JBIG2) hold pixels, not dictionaries, and are left alone.
 */

/** One step of a stream's filter chain; `budget` bounds what a small file may expand into. */
export type Decoder = (data: Buffer, budget: number) => Buffer;

const whitespace = /[\0\t\n\f\r ]/g;

function asciiHex(data: Buffer): Buffer {
  const text = data.toString('latin1').replace(whitespace, '');
  const end = text.indexOf('>');
  const hex = end < 0 ? text : text.slice(0, end);
  return Buffer.from(hex.length % 2 === 0 ? hex : `${hex}0`, 'hex');
}

function ascii85(data: Buffer): Buffer {
  const text = data.toString('latin1').replace(whitespace, '');
  const body = text.startsWith('<~') ? text.slice(2) : text;
  const end = body.indexOf('~>');
  const chars = end < 0 ? body : body.slice(0, end);
  const out: number[] = [];
  let group: number[] = [];
  const flush = (length: number) => {
    while (group.length < 5) group.push(84);
    const value = group.reduce((sum, digit) => sum * 85 + digit, 0);
    const bytes = [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255];
    out.push(...bytes.slice(0, length));
    group = [];
  };
  for (const char of chars) {
    if (char === 'z' && group.length === 0) {
      out.push(0, 0, 0, 0);
      continue;
    }
    group.push(char.charCodeAt(0) - 33);
    if (group.length === 5) flush(4);
  }
  if (group.length > 1) flush(group.length - 1);
  return Buffer.from(out);
}

function runLength(data: Buffer, budget: number): Buffer {
  const out: number[] = [];
  let at = 0;
  while (at < data.length && out.length < budget) {
    const length = data[at] ?? 128;
    if (length === 128) break;
    if (length < 128) {
      out.push(...data.subarray(at + 1, at + 2 + length));
      at += length + 2;
    } else {
      out.push(...Array<number>(257 - length).fill(data[at + 1] ?? 0));
      at += 2;
    }
  }
  return Buffer.from(out);
}

function lzw(data: Buffer, budget: number): Buffer {
  const out: number[] = [];
  let table: number[][] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, code) => [code]);
  };
  reset();
  let width = 9;
  let bits = 0;
  let buffer = 0;
  let previous: number[] | undefined;
  for (const byte of data) {
    buffer = (buffer << 8) | byte;
    bits += 8;
    while (bits >= width) {
      bits -= width;
      const code = (buffer >>> bits) & ((1 << width) - 1);
      if (code === 257) return Buffer.from(out);
      if (code === 256) {
        reset();
        width = 9;
        previous = undefined;
        continue;
      }
      const entry = table[code] ?? (previous ? [...previous, previous[0] ?? 0] : []);
      out.push(...entry);
      if (out.length > budget) return Buffer.from(out);
      if (previous) table.push([...previous, entry[0] ?? 0]);
      previous = entry;
      // Early change (the default): the code width grows one code early.
      if (table.length + 1 >= 1 << width && width < 12) width += 1;
    }
  }
  return Buffer.from(out);
}

/** PNG predictors (10–15) of a decoded Flate or LZW stream, one filter byte per row. */
export function unpredict(data: Buffer, columns: number): Buffer {
  const rowLength = Math.max(1, columns);
  const out = Buffer.alloc(Math.floor(data.length / (rowLength + 1)) * rowLength);
  let previous = Buffer.alloc(rowLength);
  for (let row = 0; row * (rowLength + 1) < data.length; row += 1) {
    const start = row * (rowLength + 1);
    const type = data[start];
    const line = Buffer.from(data.subarray(start + 1, start + 1 + rowLength));
    for (let i = 0; i < line.length; i += 1) {
      const left = i > 0 ? (line[i - 1] ?? 0) : 0;
      const up = previous[i] ?? 0;
      const upLeft = i > 0 ? (previous[i - 1] ?? 0) : 0;
      const raw = line[i] ?? 0;
      if (type === 1) line[i] = raw + left;
      else if (type === 2) line[i] = raw + up;
      else if (type === 3) line[i] = raw + Math.floor((left + up) / 2);
      else if (type === 4) {
        const estimate = left + up - upLeft;
        const [a, b, c] = [
          Math.abs(estimate - left),
          Math.abs(estimate - up),
          Math.abs(estimate - upLeft),
        ];
        line[i] = raw + (a <= b && a <= c ? left : b <= c ? up : upLeft);
      }
    }
    line.copy(out, row * rowLength);
    previous = line;
  }
  return out;
}

const flate: Decoder = (data, budget) => inflateSync(data, { maxOutputLength: budget });

/** Each filter by its full name and its inline-image abbreviation. */
export const textFilters: Readonly<Record<string, Decoder>> = {
  FlateDecode: flate,
  Fl: flate,
  LZWDecode: lzw,
  LZW: lzw,
  ASCIIHexDecode: asciiHex,
  AHx: asciiHex,
  ASCII85Decode: ascii85,
  A85: ascii85,
  RunLengthDecode: runLength,
  RL: runLength,
};
