/**
 * The live chat's plain values (no schemas): paths and calls (spec §7 Chat launch, Chat unread
 * count, Customer service; module CBS3), the limits of a message, a picture and a socket, and the
 * customer-service entries' sealed paths (spec §3: type '3' paths travel encrypted, the key their
 * last 8 characters). The built-in support chat answers its own screen as the chatUrl; an external
 * chat address the operator configured wins. The schemas are in chat.ts (decision 0044).
 */
import type { ApiCall } from './api-call';
import { LANGUAGE_CODES, type LanguageCode } from './languages';

export const CHAT_PATHS = {
  /** GET with b2c=1, language, backUrl, headerColor, title: value.chatUrl. */
  launch: '/wps/chat/launch',
  /** How many of the staff's chat messages the member has not read: value.unReadCount. */
  unreadCount: '/wps/chat/unread-count',
  /** Spec §7 Customer service: value.version.pathList (public). */
  customerService: '/wps/chat/customer-service',
  /** A one-time ticket (30 s) that opens the member's socket: browsers set no header on a WebSocket. */
  ticket: '/wps/chat/ticket',
  /** GET: the member's history, newest page first (?before=<message id>); POST: send a text. */
  messages: '/wps/chat/messages',
  /** POST: send a picture (PNG/JPEG in base64). */
  pictures: '/wps/chat/pictures',
  /** POST: the member has read every staff message so far. */
  read: '/wps/chat/read',
  /** A chat picture by its random id (outside the merchant scope: an <img> sends no header). */
  picture: '/wps/chat/picture/:pictureId',
  /** The member's WebSocket: ?ticket=<one-time ticket>. */
  socket: '/wps/chat/socket',
  /** The staff's WebSocket: ?ticket=<one-time staff ticket from the operator API>. */
  staffSocket: '/wps/chat/staff-socket',
} as const;

export const CHAT_CALLS = {
  launch: { method: 'GET', url: CHAT_PATHS.launch },
  unreadCount: { method: 'GET', url: CHAT_PATHS.unreadCount },
  customerService: { method: 'GET', url: CHAT_PATHS.customerService },
  ticket: { method: 'POST', url: CHAT_PATHS.ticket },
  history: { method: 'GET', url: CHAT_PATHS.messages },
  send: { method: 'POST', url: CHAT_PATHS.messages },
  sendPicture: { method: 'POST', url: CHAT_PATHS.pictures },
  read: { method: 'POST', url: CHAT_PATHS.read },
} as const satisfies Record<string, ApiCall>;

/** Operator API (Operator-Key header): the staff's side of the chats of a merchant. */
export const CHAT_OPERATOR_PATHS = {
  /** GET: a page of the conversations with their unread counts, latest activity first (?search=&unread=&pageNo=&pageSize=). */
  chats: '/wps/operator/merchants/:merchantCode/chats',
  /** POST: a one-time ticket for the staff's socket. */
  ticket: '/wps/operator/merchants/:merchantCode/chat-ticket',
  /** GET: a member's history (?before=); POST: reply with a text. */
  messages: '/wps/operator/merchants/:merchantCode/chats/:username/messages',
  /** POST: reply with a picture. */
  pictures: '/wps/operator/merchants/:merchantCode/chats/:username/pictures',
  /** POST: the staff has read the member's messages so far. */
  read: '/wps/operator/merchants/:merchantCode/chats/:username/read',
  /** POST: close the conversation (the member's next message opens it again). */
  close: '/wps/operator/merchants/:merchantCode/chats/:username/close',
} as const;

/** Longest text of one message. */
export const CHAT_TEXT_MAX = 1000;
/** A chat picture: PNG or JPEG, at most 5 MB and 4096 px a side (spec §9 uploads: 5 MB, png/jpg). */
export const CHAT_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const CHAT_PICTURE_MAX_SIDE = 4096;
/** Base64 of the largest picture. */
export const CHAT_PICTURE_BASE64_MAX = Math.ceil(CHAT_PICTURE_MAX_BYTES / 3) * 4;
/** Messages per history page. */
export const CHAT_PAGE_SIZE = 30;
/** How long a socket ticket lives (it opens one socket, once). */
export const CHAT_TICKET_SECONDS = 30;
/** Largest frame a client may send on a socket (typing and ping only: messages go over HTTP). */
export const CHAT_SOCKET_MAX_FRAME = 1024;
/** Frames a socket may send per CHAT_SOCKET_RATE_WINDOW_MS; above it the socket is closed (4008). */
export const CHAT_SOCKET_RATE = 30;
export const CHAT_SOCKET_RATE_WINDOW_MS = 10_000;
/** How long a typing mark shows without a new one (the typist sends it again every few seconds). */
export const CHAT_TYPING_SHOW_MS = 6000;
/** A dropped chat socket comes back after 1 s, 2 s, 4 s ... at most 30 s (member's and staff's alike). */
export const CHAT_RECONNECT_FIRST_MS = 1000;
export const CHAT_RECONNECT_MAX_MS = 30_000;
/** A ping this often keeps proxies from closing a quiet socket. */
export const CHAT_PING_MS = 25_000;

/** The delay before the attempt after `failures` failed ones, with ±25 % jitter so that sockets spread out. */
export const chatReconnectDelayMs = (failures: number, random: () => number = Math.random): number => {
  const base = Math.min(CHAT_RECONNECT_MAX_MS, CHAT_RECONNECT_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(base * (0.75 + random() * 0.5));
};

/** A chat socket's address (CHAT_PATHS.socket or .staffSocket) on the page's own origin, ws: or wss: as the page. */
export const chatSocketUrlOf = (
  path: string,
  ticket: string,
  location: { protocol: string; host: string },
): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}${path}?ticket=${encodeURIComponent(ticket)}`;

/** Socket close codes: a refused ticket, a frame too large or too many, the member's session ended. */
export const CHAT_CLOSE = { TICKET: 4001, POLICY: 4008, GONE: 4004 } as const;

/** Who wrote a message. */
export type ChatSender = 'member' | 'staff';

/**
 * Spec §7 Chat launch: the language of the chat address: any Chinese variant but the traditional
 * ones is CN (zh, zh-CN, zh_Hans, CN_...), traditional is TW; another known code as it is; unknown
 * or none: the request's language.
 */
export const chatLanguageOf = (given: string | undefined, fallback: LanguageCode): LanguageCode => {
  const code = (given ?? '').trim().toUpperCase().replace('_', '-');
  if (code === '') return fallback;
  if (/^ZH-(TW|HK|MO|HANT)/.test(code)) return 'TW';
  if (/^(CN|ZH)(-|$)/.test(code)) return 'CN';
  return (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as LanguageCode) : fallback;
};

/** A header colour the chat screen accepts: #rgb, #rrggbb or #rrggbbaa. */
export const CHAT_HEADER_COLOR_PATTERN = '^#(?:[0-9A-Fa-f]{3}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$';

// ---- customer-service entries (spec §3, §7) ----------------------------------------------------

/** Spec §3: an entry of type '3' carries its path sealed; '1' is the site's own chat screen. */
export const CS_ENTRY_TYPES = { builtInChat: '1', sealed: '3' } as const;
/** The key of a sealed path: its last 8 characters (spec §7). */
export const CS_KEY_LENGTH = 8;

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** UTF-8 bytes of a text (plain ECMAScript: the contract runs in the browser and in Node). */
const utf8Of = (text: string): number[] =>
  Array.from(unescape(encodeURIComponent(text)), (char) => char.charCodeAt(0));
/** The text of UTF-8 bytes, or null when they are not UTF-8. */
const textOfUtf8 = (bytes: readonly number[]): string | null => {
  try {
    return decodeURIComponent(bytes.map((byte) => `%${byte.toString(16).padStart(2, '0')}`).join(''));
  } catch {
    return null;
  }
};
const toBase64Url = (bytes: readonly number[]): string => {
  let out = '';
  for (let i = 0; i < bytes.length; i += 3) {
    const [a = 0, b = 0, c = 0] = [bytes[i], bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | (b << 8) | c;
    const chars = Math.min(4, Math.ceil(((bytes.length - i) * 8) / 6));
    for (let k = 0; k < chars; k += 1) out += B64[(n >> (18 - 6 * k)) & 63];
  }
  return out;
};
const fromBase64Url = (text: string): number[] | null => {
  if (!/^[A-Za-z0-9_-]*$/.test(text) || text.length % 4 === 1) return null;
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const char of text) {
    buffer = (buffer << 6) | B64.indexOf(char);
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      bytes.push((buffer >> bits) & 255);
    }
  }
  return bytes;
};
const xorWith = (bytes: readonly number[], key: string) => {
  const keyBytes = utf8Of(key);
  return bytes.map((byte, index) => byte ^ (keyBytes[index % keyBytes.length] as number));
};

/**
 * Seals a path as spec §7 describes: the path's bytes XORed with the key, base64url, then the key
 * (8 characters of [A-Za-z0-9_-]). It hides the address from a casual look at the answer, nothing
 * more: the key travels with it. The site validates what it unseals with isSafeLink.
 */
export const sealCustomerServicePath = (path: string, key: string): string => {
  if (!new RegExp(`^[A-Za-z0-9_-]{${CS_KEY_LENGTH}}$`).test(key)) throw new Error('bad customer-service key');
  return toBase64Url(xorWith(utf8Of(path), key)) + key;
};

/** The path of a sealed entry, or null when it does not unseal to UTF-8 text. */
export const unsealCustomerServicePath = (sealed: string): string | null => {
  if (sealed.length <= CS_KEY_LENGTH) return null;
  const key = sealed.slice(-CS_KEY_LENGTH);
  const bytes = fromBase64Url(sealed.slice(0, -CS_KEY_LENGTH));
  if (!bytes || !/^[A-Za-z0-9_-]+$/.test(key)) return null;
  return textOfUtf8(xorWith(bytes, key));
};
