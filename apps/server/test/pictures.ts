/**
 * Pictures built from bytes for the tests of every upload (head icon, feedback, chat) and the e2e
 * specs: lib/picture.ts checks a PNG's chunks and CRCs and a JPEG's markers, decoding nothing, so
 * these are exactly as whole as the reader needs, and small.
 */
import { crc32, deflateSync } from 'node:zlib';

const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
};

/** A real PNG of width × height (grey pixels); `padding` adds an ancillary chunk of that many bytes. */
export const pngOf = (width: number, height: number, padding = 0): Buffer => {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    ...(padding > 0 ? [chunk('tEXt', Buffer.alloc(padding, 0x61))] : []),
    chunk('IDAT', deflateSync(Buffer.alloc((width + 1) * height, 0x80))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A PNG of exactly `size` bytes (the padding chunk fills it up). */
export const pngOfSize = (size: number): Buffer => {
  const base = pngOf(4, 4, 1).length - 1;
  return pngOf(4, 4, size - base);
};

/** The smallest JPEG structure the reader accepts: SOI, APP0, SOF0 with the size, EOI. */
export const jpegOf = (width: number, height: number): Buffer =>
  Buffer.from([
    ...[0xff, 0xd8],
    ...[0xff, 0xe0, 0x00, 0x04, 0x00, 0x00],
    ...[
      0xff,
      0xc0,
      0x00,
      0x0b,
      0x08,
      height >> 8,
      height & 0xff,
      width >> 8,
      width & 0xff,
      0x01,
      0x01,
      0x11,
      0x00,
    ],
    ...[0xff, 0xd9],
  ]);
