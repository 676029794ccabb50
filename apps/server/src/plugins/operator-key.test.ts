import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { secretMatches } from '../lib/secret-match';
import { operatorKeyFileOf, resolveOperatorKey } from './operator-key';

const log = pino({ level: 'silent' });

describe('operator key', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = join(await mkdtemp(join(tmpdir(), 'operator-key-')), 'data');
  });
  afterEach(() => rm(join(dataDir, '..'), { recursive: true, force: true }));

  it('generates a key at first start, keeps it with mode 600, and reuses it', async () => {
    const key = await resolveOperatorKey({ operatorKey: null, dataDir }, log);
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const file = operatorKeyFileOf(dataDir);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await readFile(file, 'utf8')).trim()).toBe(key);
    expect(await resolveOperatorKey({ operatorKey: null, dataDir }, log)).toBe(key);
  });

  it('prefers OPERATOR_KEY and writes no file then', async () => {
    expect(await resolveOperatorKey({ operatorKey: 'from-the-environment', dataDir }, log)).toBe(
      'from-the-environment',
    );
    await expect(stat(operatorKeyFileOf(dataDir))).rejects.toThrow();
  });

  it('matches only the exact key', () => {
    expect(secretMatches('right-key', 'right-key')).toBe(true);
    expect(secretMatches('right-key', 'right-ke')).toBe(false);
    expect(secretMatches('right-key', '')).toBe(false);
    expect(secretMatches('right-key', undefined)).toBe(false);
  });
});
