/**
 * What an uploaded picture is (a head icon, a feedback attachment, a chat picture), read from its
 * bytes alone (never from a name or a declared type): a whole PNG or baseline/progressive JPEG, its
 * size from the header. Nothing is decoded, so a picture is judged without a decoder's attack
 * surface; the caller's bounds keep a browser's decoding cheap. And how such a picture is served.
 */
import { crc32 } from 'node:zlib';
import type { FastifyReply } from 'fastify';

export type PictureType = 'image/png' | 'image/jpeg';

export interface Picture {
  contentType: PictureType;
  width: number;
  height: number;
}

/** What a feature accepts: at most maxBytes, each side 1 to maxSide pixels. */
export interface PictureBounds {
  maxBytes: number;
  maxSide: number;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A PNG whose chunks follow one another to the end, each with its right CRC (a browser shows no
 * picture with a wrong one): IHDR first (its width and height), IEND last and nothing after it.
 * A cut-off or damaged file fails the walk.
 */
const readPng = (bytes: Buffer): Omit<Picture, 'contentType'> | null => {
  if (bytes.length < 8 + 25 || !bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (bytes.readUInt32BE(8) !== 13 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  const width = bytes.readUInt32BE(16);
  const height = bytes.readUInt32BE(20);
  let offset = 8;
  while (offset + 12 <= bytes.length) {
    const length = bytes.readUInt32BE(offset);
    const type = bytes.toString('latin1', offset + 4, offset + 8);
    const end = offset + 12 + length;
    if (end > bytes.length) return null;
    if (crc32(bytes.subarray(offset + 4, end - 4)) !== bytes.readUInt32BE(end - 4)) return null;
    if (type === 'IEND') return end === bytes.length ? { width, height } : null;
    offset = end;
  }
  return null;
};

/** Start-of-frame markers (SOF0-SOF15 but DHT C4, JPG C8 and DAC CC): they carry the size. */
const isStartOfFrame = (marker: number) =>
  marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

/** A JPEG from SOI to EOI: the size from its first start-of-frame segment. */
const readJpeg = (bytes: Buffer): Omit<Picture, 'contentType'> | null => {
  if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return null;
  if (bytes[bytes.length - 2] !== 0xff || bytes[bytes.length - 1] !== 0xd9) return null;
  let offset = 2;
  while (offset + 4 <= bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] as number;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    if (length < 2 || offset + 2 + length > bytes.length) return null;
    if (isStartOfFrame(marker)) {
      if (length < 7) return null;
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    // Image data begins before any frame header: not a picture this reader accepts.
    if (marker === 0xda) return null;
    offset += 2 + length;
  }
  return null;
};

/** The picture, or null when the bytes are not a whole PNG or JPEG within the bounds. */
export const readPicture = (bytes: Buffer, bounds: PictureBounds): Picture | null => {
  if (bytes.length === 0 || bytes.length > bounds.maxBytes) return null;
  const png = readPng(bytes);
  const size = png ?? readJpeg(bytes);
  if (!size) return null;
  const fits = (side: number) => side >= 1 && side <= bounds.maxSide;
  if (!fits(size.width) || !fits(size.height)) return null;
  return { contentType: png ? 'image/png' : 'image/jpeg', ...size };
};

/**
 * Nothing but a picture: the browser must not guess another type, and were the answer opened as a
 * document it could run nothing and load nothing.
 */
const PICTURE_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

/** The headers of a served picture (an uploaded one or drawn SVG art). */
export const replyWithPicture = (reply: FastifyReply, contentType: string, cacheControl: string) =>
  reply
    .header('content-type', contentType)
    .header('cache-control', cacheControl)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', PICTURE_POLICY);
