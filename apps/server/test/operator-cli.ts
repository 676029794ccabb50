/** The operator CLI run in-process against a test server: its exit code and what it printed. */
import { runOperatorCli } from '../src/cli/operator-cli';
import { TEST_OPERATOR_KEY } from './test-app';

export interface OperatorCliRun {
  code: number;
  out: string;
  err: string;
}

/**
 * Runs `args` against the server listening at `url` with the test's operator key, and `env` added
 * to the environment; `input` is what a prompt reads (null: no input).
 */
export async function operatorCli(
  url: string,
  args: string[],
  env: Record<string, string> = {},
  input: string | null = null,
): Promise<OperatorCliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runOperatorCli(
    [...args, '--url', url],
    { OPERATOR_KEY: TEST_OPERATOR_KEY, ...env },
    {
      out: (text) => out.push(text),
      err: (text) => err.push(text),
      readSecret: async () => input,
    },
  );
  return { code, out: out.join('\n'), err: err.join('\n') };
}
