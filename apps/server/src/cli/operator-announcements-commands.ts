/**
 * The announcement commands of the operator CLI: list a merchant's announcements (every type, live
 * or not), publish one, change one, end one now. Like the rest of the CLI they go through the
 * operator API, which validates, sanitizes the HTML and audits.
 */
import { ANNOUNCEMENT_TYPES, ANNOUNCEMENTS_OPERATOR_PATHS, type OperatorAnnouncement } from '@app/contract';
import { type CommandTools, fill } from './command-tools';

export const ANNOUNCEMENTS_USAGE = `Announcement commands:
  announcements <merchant> [type]             list the announcements (id, live, type, language, reads, title);
                                              type: PL player notice, PR promotion notice, PU pop-up,
                                              A agent notice, B banner
  announcement-add <merchant> '<json>'        publish one: {"type": "PL", "title": ..., "content": "<p>...</p>",
                                              "language": "VI" (or null: every language), "startsAt": ...,
                                              "endsAt": ...}; banners add "groupName": "m_home",
                                              "action": "ROUTE", "target": "/m/activity", "picture": null
  announcement-set <merchant> <id> '<json>'   change the fields given, e.g. '{"enabled": false}'
  announcement-end <merchant> <id>            end it now (players no longer see it)`;

/** Runs an announcement command; null when the command is not one of them. */
export const runAnnouncementsCommand = async (
  command: string,
  rest: readonly string[],
  tools: CommandTools,
): Promise<number | null> => {
  const { call, print, usage } = tools;
  const jsonOf = (json: string) => tools.jsonOf(json, 'announcement');
  const between = (min: number, max: number, line: string) => {
    if (rest.length < min || rest.length > max) throw usage(`Usage: npm run operator -- ${line}`);
    return rest as string[];
  };

  switch (command) {
    case 'announcements': {
      const [merchantCode = '', type] = between(1, 2, 'announcements <merchant> [type]');
      if (type !== undefined && !(ANNOUNCEMENT_TYPES as readonly string[]).includes(type)) {
        throw usage(`The type is one of ${ANNOUNCEMENT_TYPES.join(', ')}`);
      }
      const path = fill(ANNOUNCEMENTS_OPERATOR_PATHS.announcements, { merchantCode });
      const { list } = (await call('GET', type ? `${path}?type=${type}` : path)) as {
        list: OperatorAnnouncement[];
      };
      for (const announcement of list) {
        tools.out(
          [
            announcement.announcementId,
            announcement.live ? 'live' : 'off',
            announcement.type,
            announcement.language ?? 'ALL',
            `${announcement.readCount} read`,
            announcement.title,
          ].join('\t'),
        );
      }
      return 0;
    }
    case 'announcement-add': {
      const [merchantCode = '', json = ''] = between(2, 2, "announcement-add <merchant> '<json>'");
      print(
        await call('POST', fill(ANNOUNCEMENTS_OPERATOR_PATHS.announcements, { merchantCode }), jsonOf(json)),
      );
      return 0;
    }
    case 'announcement-set': {
      const [merchantCode = '', announcementId = '', json = ''] = between(
        3,
        3,
        "announcement-set <merchant> <id> '<json>'",
      );
      print(
        await call(
          'PATCH',
          fill(ANNOUNCEMENTS_OPERATOR_PATHS.announcement, { merchantCode, announcementId }),
          jsonOf(json),
        ),
      );
      return 0;
    }
    case 'announcement-end': {
      const [merchantCode = '', announcementId = ''] = between(2, 2, 'announcement-end <merchant> <id>');
      print(
        await call(
          'PATCH',
          fill(ANNOUNCEMENTS_OPERATOR_PATHS.announcement, { merchantCode, announcementId }),
          {
            endsAt: new Date().toISOString(),
          },
        ),
      );
      return 0;
    }
    default:
      return null;
  }
};
