/**
 * The sandbox gateway's shared secret: SANDBOX_GATEWAY_SECRET, else generated at first start and
 * kept in DATA_DIR/sandbox-gateway.secret (mode 600), so that restarts and processes sharing the
 * data directory agree on it — the same way the operator key is kept.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export const resolveSandboxGatewaySecret = async (config: {
  sandboxGatewaySecret: string | null;
  dataDir: string;
}): Promise<string> => {
  if (config.sandboxGatewaySecret) return config.sandboxGatewaySecret;
  const file = join(config.dataDir, 'sandbox-gateway.secret');
  const kept = await readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return '';
    throw error;
  });
  if (kept.trim()) return kept.trim();
  await mkdir(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  // 'wx': never replace a secret another process wrote in the meantime; read theirs instead.
  const written = await writeFile(file, `${secret}\n`, { mode: 0o600, flag: 'wx' }).then(
    () => true,
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'EEXIST') return false;
      throw error;
    },
  );
  return written ? secret : (await readFile(file, 'utf8')).trim();
};
