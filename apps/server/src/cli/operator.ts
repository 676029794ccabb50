/** Entry point of `npm run operator -- <command>`; see operator-cli.ts. */
import { createInterface } from 'node:readline';
import { runOperatorCli } from './operator-cli';

/**
 * A secret from the standard input: typed at a terminal without echo (raw mode, Enter ends it,
 * Ctrl-C gives up), or the first line of piped input. Null when there is none.
 */
const readSecret = (prompt: string): Promise<string | null> => {
  const { stdin, stderr } = process;
  if (!stdin.isTTY) {
    const lines = createInterface({ input: stdin });
    return new Promise((resolve) => {
      let first: string | null = null;
      lines.once('line', (line) => {
        first = line;
        lines.close();
      });
      lines.once('close', () => resolve(first));
    });
  }
  stderr.write(prompt);
  return new Promise((resolve) => {
    let typed = '';
    const finish = (value: string | null) => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      stderr.write('\n');
      resolve(value);
    };
    const onData = (chunk: Buffer) => {
      for (const char of chunk.toString('utf8')) {
        if (char === '\r' || char === '\n') return finish(typed);
        if (char === '\u0003' || char === '\u0004') return finish(null);
        if (char === '\u007f' || char === '\b') typed = typed.slice(0, -1);
        else typed += char;
      }
    };
    stdin.setRawMode(true);
    stdin.resume();
    stdin.on('data', onData);
  });
};

process.exitCode = await runOperatorCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
  readSecret,
});
