import { OPERATOR_PAGE_SIZE_MAX } from '@app/contract';

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

/**
 * The query of a back-office list's page (`--page n`, the largest page size), or the usage error
 * of a page that is not a page number.
 */
export const operatorPageQuery = (
  page: string | undefined,
  usage: CommandTools['usage'],
): URLSearchParams => {
  const pageNo = page ?? '1';
  if (!/^[1-9]\d{0,4}$/.test(pageNo)) throw usage('--page takes a page number (1, 2, ...)');
  return new URLSearchParams({ pageNo, pageSize: String(OPERATOR_PAGE_SIZE_MAX) });
};
