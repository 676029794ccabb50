/**
 * The help centre commands of the operator CLI: list a merchant's sections and items (shown or not,
 * every language), create, change and remove one. Like the rest of the CLI they go through the
 * operator API, which validates, sanitizes and audits.
 */
import { HELP_OPERATOR_PATHS, type OperatorHelpItem } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const HELP_USAGE = `Help centre commands:
  help-items <merchant>                       list the sections and their items (id, parent, device,
                                              on/off, order, title)
  help-add <merchant> '<json>'                create a section {"texts": {"EN": {"title": "Deposits"}}}
                                              or an item {"parentId": "<section id>", "texts": {"EN":
                                              {"title": ..., "content": "<p>...</p>"}, "VI": {...}},
                                              "device": "ALL|MOBILE|WEB", "sortOrder": 1}
  help-set <merchant> <id> '<json>'           change the fields given (texts: the languages given)
  help-remove <merchant> <id>                 remove an item, or a section with its items`;

/** Runs a help centre command; null when the command is not one of them. */
export const runHelpCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools,
): Promise<number | null> => {
  const { call, print, usage } = tools;
  const jsonOf = (json: string) => tools.jsonOf(json, 'help item');
  const exactly = (count: number, line: string) => {
    if (rest.length !== count) throw usage(`Usage: npm run operator -- ${line}`);
    return rest as string[];
  };

  switch (command) {
    case 'help-items': {
      const [merchantCode = ''] = exactly(1, 'help-items <merchant>');
      const { list } = (await call('GET', fill(HELP_OPERATOR_PATHS.items, { merchantCode }))) as {
        list: OperatorHelpItem[];
      };
      for (const item of list) {
        tools.out(
          [
            item.helpId,
            item.parentId ?? '-',
            item.device,
            item.enabled ? 'on' : 'off',
            item.sortOrder,
            `${item.parentId ? '  ' : ''}${item.texts.EN.title}`,
          ].join('\t'),
        );
      }
      return 0;
    }
    case 'help-add': {
      const [merchantCode = '', json = ''] = exactly(2, "help-add <merchant> '<json>'");
      print(await call('POST', fill(HELP_OPERATOR_PATHS.items, { merchantCode }), jsonOf(json)));
      return 0;
    }
    case 'help-set': {
      const [merchantCode = '', helpId = '', json = ''] = exactly(3, "help-set <merchant> <id> '<json>'");
      print(await call('PATCH', fill(HELP_OPERATOR_PATHS.item, { merchantCode, helpId }), jsonOf(json)));
      return 0;
    }
    case 'help-remove': {
      const [merchantCode = '', helpId = ''] = exactly(2, 'help-remove <merchant> <id>');
      print(await call('DELETE', fill(HELP_OPERATOR_PATHS.item, { merchantCode, helpId })));
      return 0;
    }
    default:
      return null;
  }
};
