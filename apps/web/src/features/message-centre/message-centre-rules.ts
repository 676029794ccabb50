/**
 * What the message centre (/m/message, spec §2 Message centre, §6) offers whom, as pure functions
 * of the session and the site configuration, so each role and switch is tested without rendering:
 * Telegram (the brand's channel, outside), announcements (/m/notice, open to all), messages
 * (/m/webEmail: a visitor logs in first, a trial account gets 'free_reject'), live chat (only with
 * whitelabel CBS3; the same rule as messages) and the affiliate service (decision 0042: the brand's
 * affiliateService link, else its first customer-service entry).
 */
import type { SiteConfig } from '@app/contract';
import { HTTPS_URL_PATTERN, isSafeLink, isTrial, SITE_PAGE_PATTERN } from '@app/contract/client';
import { LOGIN_PATH } from '../../app/layout/menu-rules';
import type { SessionInfo } from '../../lib/storage';
import { NOTICE_PATH } from '../announcements/notice-rules';

const SITE_PAGE = new RegExp(SITE_PAGE_PATTERN);
const HTTPS_URL = new RegExp(HTTPS_URL_PATTERN);

export const MESSAGE_CENTRE_PATH = '/m/message';
export const INBOX_PATH = '/m/webEmail';

export type MessageCentreRowId = 'telegram' | 'announcements' | 'inbox' | 'liveChat' | 'affiliate';

export type MessageCentreAction =
  /** An outside address (https, tel:, mailto:), opened in a new tab. */
  | { kind: 'outside'; href: string }
  | { kind: 'navigate'; to: string }
  /** Spec §6: a trial account is refused with 'free_reject' (an offline toast). */
  | { kind: 'free-reject' }
  /** Ask the chat launch call for the chatUrl, then open it (spec §7, §9 chat redirect delay). */
  | { kind: 'launch-chat' };

export interface MessageCentreRow {
  id: MessageCentreRowId;
  titleKey: string;
  action: MessageCentreAction;
}

type Config = Pick<SiteConfig, 'paths' | 'customerService' | 'whitelabel'> | undefined;

/** The affiliate service's address: the brand's affiliateService link, else its first customer-service entry. */
export const affiliateLinkOf = (config: Config): string | undefined => {
  const candidates = [config?.paths.affiliateService, ...(config?.customerService ?? []).map((e) => e.path)];
  return candidates.find((url): url is string => url !== undefined && isSafeLink(url));
};

/** What a row that needs a real member does for this session. */
const memberOnly = (session: SessionInfo | null, action: MessageCentreAction): MessageCentreAction => {
  if (!session) return { kind: 'navigate', to: LOGIN_PATH };
  if (isTrial(session.type)) return { kind: 'free-reject' };
  return action;
};

/** The rows in the spec's order; a row without its link (no Telegram channel, no CBS3) is left out. */
export function messageCentreRowsOf(session: SessionInfo | null, config: Config): MessageCentreRow[] {
  const rows: MessageCentreRow[] = [];
  const telegram = config?.paths.telegram;
  if (telegram && isSafeLink(telegram)) {
    rows.push({
      id: 'telegram',
      titleKey: 'msgcentre_telegram',
      action: { kind: 'outside', href: telegram },
    });
  }
  rows.push({
    id: 'announcements',
    titleKey: 'msgcentre_announcements',
    action: { kind: 'navigate', to: NOTICE_PATH },
  });
  rows.push({
    id: 'inbox',
    titleKey: 'msgcentre_inbox',
    action: memberOnly(session, { kind: 'navigate', to: INBOX_PATH }),
  });
  if (config?.whitelabel.CBS3) {
    rows.push({
      id: 'liveChat',
      titleKey: 'msgcentre_live_chat',
      action: memberOnly(session, { kind: 'launch-chat' }),
    });
  }
  const affiliate = affiliateLinkOf(config);
  if (affiliate) {
    rows.push({
      id: 'affiliate',
      titleKey: 'msgcentre_affiliate',
      action: { kind: 'outside', href: affiliate },
    });
  }
  return rows;
}

/**
 * Where the chat launch's chatUrl leads: a page of the site (the built-in chat, /m/...) by
 * navigation; an outside https address in the same tab (lib/outside-page.ts); anything else nowhere.
 */
export function chatTargetOf(
  chatUrl: string,
): { kind: 'navigate'; to: string } | { kind: 'outside'; href: string } | null {
  if (SITE_PAGE.test(chatUrl)) return { kind: 'navigate', to: chatUrl };
  if (HTTPS_URL.test(chatUrl)) return { kind: 'outside', href: chatUrl };
  return null;
}
