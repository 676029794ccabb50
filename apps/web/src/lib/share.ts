/**
 * Sharing a link (invite friends, the agent's affiliate links; decision 0046): the Web Share API when the browser has it, else share
 * links of Telegram, WhatsApp, Facebook and LINE, opened in a new tab without an opener. Copying
 * uses the Clipboard API, or a hidden text area on plain-http pages where it is missing.
 */

export const SHARE_TARGETS = ['telegram', 'whatsapp', 'facebook', 'line'] as const;
export type ShareTarget = (typeof SHARE_TARGETS)[number];

export const SHARE_TARGET_NAMES: Readonly<Record<ShareTarget, string>> = {
  telegram: 'Telegram',
  whatsapp: 'WhatsApp',
  facebook: 'Facebook',
  line: 'LINE',
};

/** The share address of each target for this link and message (both encoded). */
export function shareUrlOf(target: ShareTarget, link: string, text: string): string {
  const url = encodeURIComponent(link);
  const message = encodeURIComponent(text);
  switch (target) {
    case 'telegram':
      return `https://t.me/share/url?url=${url}&text=${message}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${text} ${link}`)}`;
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'line':
      return `https://social-plugins.line.me/lineit/share?url=${url}&text=${message}`;
  }
}

/** Opens a share page in a new tab that cannot reach back to this one. */
export function openShare(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** Copies the text; false when neither the Clipboard API nor the fallback could. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Refused (no permission, not a secure context): try the fallback.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Whether the browser can share this through the Web Share API. */
export const canWebShare = (data: ShareData): boolean =>
  typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true);
