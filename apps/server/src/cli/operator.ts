/** Entry point of `npm run operator -- <command>`; see operator-cli.ts. */
import { runOperatorCli } from './operator-cli';

process.exitCode = await runOperatorCli(process.argv.slice(2), process.env, {
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
});
