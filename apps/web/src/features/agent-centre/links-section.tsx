/**
 * The affiliate links: the agent's code and a registration link per domain of the merchant, each
 * with Copy, Share (where the device shares) and its QR code (qrcode.react, loaded only here), and
 * how many members registered with the code.
 */
import Button from 'antd-mobile/es/components/button';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { canWebShare, copyText } from '../../lib/share';
import { LoadFailed, LoadingSkeleton } from '../../ui/query-states';
import { toast } from '../../ui/toast';
import { useAgentLinks } from './queries';

const QRCodeSVG = lazy(() => import('qrcode.react').then((module) => ({ default: module.QRCodeSVG })));

export function LinksSection() {
  const { t } = useTranslation();
  const links = useAgentLinks();

  async function copy(text: string) {
    if (await copyText(text)) toast.success(t('agent_centre_copied'));
    else toast.fail(t('agent_centre_copy_failed'));
  }

  if (links.isError) return <LoadFailed className="agent-centre__state" onRetry={links.refetch} />;
  if (!links.data) return <LoadingSkeleton className="agent-centre__state" />;
  const { affiliateCode, registrations } = links.data;

  return (
    <section className="agent-centre__section" aria-labelledby="agent-links-title">
      <h2 id="agent-links-title" className="agent-centre__heading">
        {t('agent_centre_links_title')}
      </h2>
      <div className="agent-links__code">
        <span>{t('agent_centre_affiliate_code')}</span>
        <strong data-testid="agent-affiliate-code">{affiliateCode}</strong>
        <Button size="mini" shape="rounded" onClick={() => void copy(affiliateCode)}>
          {t('agent_centre_copy')}
        </Button>
      </div>
      <p className="agent-links__count">{t('agent_centre_registrations_total', { n: registrations })}</p>
      <ul className="agent-links">
        {links.data.links.map((link) => (
          <li key={link.domain} className="agent-links__item">
            <h3 className="agent-links__domain">{link.domain}</h3>
            <p className="agent-links__url" dir="ltr">
              {link.url}
            </p>
            <div className="agent-links__actions">
              <Button size="small" shape="rounded" color="primary" onClick={() => void copy(link.url)}>
                {t('agent_centre_copy')}
              </Button>
              {canWebShare({ url: link.url }) ? (
                <Button
                  size="small"
                  shape="rounded"
                  onClick={() => void navigator.share({ url: link.url }).catch(() => undefined)}
                >
                  {t('agent_centre_share')}
                </Button>
              ) : null}
            </div>
            <div className="agent-links__qr">
              <Suspense fallback={<div className="agent-links__qr-placeholder" />}>
                <QRCodeSVG
                  value={link.url}
                  size={148}
                  marginSize={2}
                  title={t('agent_centre_qr_of', { domain: link.domain })}
                />
              </Suspense>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
