/**
 * The fast lottery's verifiable draw (issue 13 point 2): the commitment of a round's seed and the
 * number the revealed seed draws. It lives in the contract so the server, the site's verify page
 * and anyone else compute the same result from a revealed seed: scripts/verify-draws.mjs is an
 * independent copy of it. Its own module, apart from house-games-rules.ts: only what verifies or
 * draws carries the SHA-256 and HMAC code (the site's lottery frame does not).
 */
import { hmac } from '@noble/hashes/hmac.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The commitment published before a round opens: SHA-256 of the round's seed (hex in, hex out). */
export const lotteryCommitOf = (seedHex: string): string => bytesToHex(sha256(hexToBytes(seedHex)));

/**
 * The drawn number (0-9) of a round: HMAC-SHA256 keyed with the revealed seed over
 * "<gameCode>:<roundNo>"; the first byte of the digest below 250 decides (byte mod 10), so every
 * number is equally likely. A digest with no such byte (odds 10^-64) draws 0.
 */
export const lotteryNumberOf = (seedHex: string, gameCode: string, roundNo: number): number => {
  const digest = hmac(sha256, hexToBytes(seedHex), utf8ToBytes(`${gameCode}:${roundNo}`));
  const byte = digest.find((value) => value < 250);
  return byte === undefined ? 0 : byte % 10;
};
