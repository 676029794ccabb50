#!/usr/bin/env node
/**
 * Checks the house lottery's drawn rounds on its own (issue 13 point 2; docs/decisions/0033): for
 * each round, that SHA-256 of the revealed seed is the commitment published before betting opened,
 * and that the number recomputed from the seed is the one published. Plain Node with node:crypto
 * only — an independent copy of the rule in packages/contract/src/house-games-draw.ts, so that
 * anyone can run it without the project:
 *
 *   node scripts/verify-draws.mjs rounds.json          (the rounds call's answer, its list, or an array)
 *   node scripts/verify-draws.mjs https://site.example FAST1 [pages]   (the public rounds call)
 *
 * Prints one line per round ("ok" or "MISMATCH" and why); exit code 1 when any round mismatches.
 */
import { createHash, createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';

const HEX_64 = /^[0-9a-f]{64}$/;

/** SHA-256 of the seed's 32 bytes, hex. */
const commitOf = (seedHex) => createHash('sha256').update(Buffer.from(seedHex, 'hex')).digest('hex');

/**
 * HMAC-SHA256 keyed with the seed's bytes over "<gameCode>:<roundNo>"; the first digest byte below
 * 250, mod 10 (so every number is equally likely); 0 when no byte is below 250.
 */
const numberOf = (seedHex, gameCode, roundNo) => {
  const digest = createHmac('sha256', Buffer.from(seedHex, 'hex')).update(`${gameCode}:${roundNo}`).digest();
  const byte = digest.find((value) => value < 250);
  return byte === undefined ? 0 : byte % 10;
};

/** What is wrong with one round, or [] when it verifies. */
export const problemsOf = (round) => {
  if (!HEX_64.test(round.seed ?? '')) return ['the seed is not 32 bytes of hex'];
  const problems = [];
  if (commitOf(round.seed) !== round.commit) problems.push('SHA-256(seed) is not the commit');
  const number = numberOf(round.seed, round.gameCode, round.roundNo);
  if (number !== round.number) problems.push(`the seed draws ${number}, published ${round.number}`);
  return problems;
};

const listOf = (json) => (Array.isArray(json) ? json : (json.value?.list ?? json.list ?? []));

const roundsFromSite = async (baseUrl, gameCode, pages) => {
  const rounds = [];
  for (let pageNo = 1; pageNo <= pages; pageNo++) {
    const url = new URL(
      `/wps/house/lottery/${encodeURIComponent(gameCode)}/rounds?pageNo=${pageNo}&pageSize=50`,
      baseUrl,
    );
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    const json = await response.json();
    rounds.push(...listOf(json));
    if (pageNo >= (json.value?.totalPages ?? 1)) break;
  }
  return rounds;
};

const main = async ([source, gameCode, pages = '1']) => {
  if (!source || (/^https?:\/\//.test(source) && !gameCode)) {
    console.error('usage: verify-draws.mjs <rounds.json> | <base URL> <game code> [pages]');
    return 2;
  }
  const rounds = /^https?:\/\//.test(source)
    ? await roundsFromSite(source, gameCode, Number(pages))
    : listOf(JSON.parse(await readFile(source, 'utf8')));
  let mismatches = 0;
  for (const round of rounds) {
    const problems = problemsOf(round);
    if (problems.length > 0) mismatches++;
    console.log(
      `${round.gameCode} #${round.roundNo} ${problems.length === 0 ? `ok (number ${round.number})` : `MISMATCH: ${problems.join('; ')}`}`,
    );
  }
  console.log(`${rounds.length} rounds, ${mismatches} mismatched`);
  return mismatches > 0 ? 1 : 0;
};

process.exitCode = await main(process.argv.slice(2));
