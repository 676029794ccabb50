/**
 * What operator-cli.ts hands every feature's commands (operator-<feature>-commands.ts): the
 * operator API client, output, JSON arguments and usage errors, and the one way to fill a path.
 */
export interface CommandTools {
  call(method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<unknown>;
  /** Prints an answer as JSON. */
  print(value: unknown): void;
  /** Prints a line. */
  out(text: string): void;
  /** A JSON argument, or the usage error naming what it was meant to be. */
  jsonOf(json: string, what: string): unknown;
  /** The error a wrong command line raises (usage text, exit code 2). */
  usage(message: string): Error;
}

/** An operator path with its :parameters filled in. */
export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(values[name] ?? `:${name}`));
