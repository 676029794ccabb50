/** The member's code and link with Copy, the link's QR code, and the share buttons. */
import type { ReferralRules } from '@app/contract';
import Button from 'antd-mobile/es/components/button';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../i18n/use-translation';
import {
  canWebShare,
  copyText,
  openShare,
  SHARE_TARGET_NAMES,
  SHARE_TARGETS,
  shareUrlOf,
} from '../../lib/share';
import { toast } from '../../ui/toast';

interface InviteCardProps {
  code: string;
  link: string;
  rules: ReferralRules;
  money: (amount: number) => string;
}

export function InviteCard({ code, link, rules, money }: InviteCardProps) {
  const { t } = useTranslation();
  const message = t('invite_share_text', { amount: money(rules.friendBonus) });
  const shareData = { title: rules.title, text: message, url: link };
  const webShare = canWebShare(shareData);

  async function copy(text: string) {
    if (await copyText(text)) toast.success(t('invite_copied'));
    else toast.fail(t('invite_copy_failed'));
  }

  async function share() {
    try {
      await navigator.share(shareData);
    } catch {
      // Closed by the player, or refused: nothing to say.
    }
  }

  return (
    <section className="wallet-card invite-card" aria-labelledby="invite-card-title">
      <h2 id="invite-card-title" className="invite-card__title">
        {t('invite_card_title')}
      </h2>
      <div className="invite-card__row">
        <div className="invite-card__value">
          <span className="invite-card__label">{t('invite_code')}</span>
          <span className="invite-card__code" dir="ltr" data-testid="invite-code">
            {code}
          </span>
        </div>
        <Button size="small" shape="rounded" onClick={() => copy(code)} aria-label={t('invite_copy_code')}>
          {t('invite_copy')}
        </Button>
      </div>
      <div className="invite-card__row">
        <div className="invite-card__value">
          <span className="invite-card__label">{t('invite_link')}</span>
          <span className="invite-card__link" dir="ltr" data-testid="invite-link">
            {link}
          </span>
        </div>
        <Button
          size="small"
          color="primary"
          shape="rounded"
          onClick={() => copy(link)}
          aria-label={t('invite_copy_link')}
        >
          {t('invite_copy')}
        </Button>
      </div>
      <figure className="invite-card__qr">
        <QRCodeSVG
          value={link}
          size={168}
          level="M"
          marginSize={2}
          role="img"
          aria-label={t('invite_qr_label')}
        />
        <figcaption className="wallet-muted">{t('invite_qr_hint')}</figcaption>
      </figure>
      <div className="invite-card__share">
        {webShare ? (
          <Button block color="primary" shape="rounded" onClick={share}>
            {t('invite_share')}
          </Button>
        ) : (
          SHARE_TARGETS.map((target) => (
            <Button
              key={target}
              className={`invite-share invite-share--${target}`}
              shape="rounded"
              size="small"
              onClick={() => openShare(shareUrlOf(target, link, message))}
            >
              {t('invite_share_on', { name: SHARE_TARGET_NAMES[target] })}
            </Button>
          ))
        )}
      </div>
    </section>
  );
}
