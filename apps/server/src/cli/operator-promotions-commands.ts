/**
 * The promotion commands of the operator CLI: list a merchant's promotions (live or not, every
 * language), create one, change one. Like the rest of the CLI they go through the operator API,
 * which validates, sanitizes and audits.
 */
import { type OperatorPromotion, PROMOTIONS_OPERATOR_PATHS } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const PROMOTIONS_USAGE = `Promotion commands:
  promotions <merchant>                       list the promotions (id, live, category, period, title)
  promotion-add <merchant> '<json>'           create one: {"category": "DEPOSIT", "texts": {"EN": {"title": ...,
                                              "summary": ..., "content": "<p>...</p>"}, "VI": {...}},
                                              "action": {"kind": "route", "to": "/m/voucherCenter"},
                                              "startsAt": ..., "endsAt": ..., "picture": null}
  promotion-set <merchant> <id> '<json>'      change the fields given (texts: the languages given)`;

/** Runs a promotion command; null when the command is not one of them. */
export const runPromotionsCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools,
): Promise<number | null> => {
  const { call, print, usage } = tools;
  const jsonOf = (json: string) => tools.jsonOf(json, 'promotion');
  const exactly = (count: number, line: string) => {
    if (rest.length !== count) throw usage(`Usage: npm run operator -- ${line}`);
    return rest as string[];
  };

  switch (command) {
    case 'promotions': {
      const [merchantCode = ''] = exactly(1, 'promotions <merchant>');
      const { list } = (await call('GET', fill(PROMOTIONS_OPERATOR_PATHS.promotions, { merchantCode }))) as {
        list: OperatorPromotion[];
      };
      for (const promotion of list) {
        const period = `${promotion.startsAt.slice(0, 10)}..${promotion.endsAt?.slice(0, 10) ?? ''}`;
        tools.out(
          [
            promotion.promotionId,
            promotion.live ? 'live' : 'off',
            promotion.category,
            period,
            promotion.texts.EN.title,
          ].join('\t'),
        );
      }
      return 0;
    }
    case 'promotion-add': {
      const [merchantCode = '', json = ''] = exactly(2, "promotion-add <merchant> '<json>'");
      print(await call('POST', fill(PROMOTIONS_OPERATOR_PATHS.promotions, { merchantCode }), jsonOf(json)));
      return 0;
    }
    case 'promotion-set': {
      const [merchantCode = '', promotionId = '', json = ''] = exactly(
        3,
        "promotion-set <merchant> <id> '<json>'",
      );
      print(
        await call(
          'PATCH',
          fill(PROMOTIONS_OPERATOR_PATHS.promotion, { merchantCode, promotionId }),
          jsonOf(json),
        ),
      );
      return 0;
    }
    default:
      return null;
  }
};
