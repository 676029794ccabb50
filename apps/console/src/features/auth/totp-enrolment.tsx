import type { StaffLoginValue } from '@app/contract';
import { Flex, Typography } from 'antd';
import { useTranslation } from '../../lib/i18n/i18n';

export type TotpEnrolment = Extract<StaffLoginValue, { step: 'enrol' }>;

const QR_SIZE_PX = 192;

/**
 * The server's SVG as a picture, not as markup: an <img> runs no script and loads nothing the
 * SVG might name, so the page never trusts its text (no innerHTML).
 */
const svgPictureUrl = (svg: string): string => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;

/** The Base32 key in groups of four, as authenticator apps show and people type it. */
const inGroups = (secret: string): string => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The first sign-in's new TOTP secret: its QR code, and the key to type in by hand. */
export function TotpEnrolmentPanel({ enrolment }: { enrolment: TotpEnrolment }) {
  const { t } = useTranslation();
  return (
    <Flex vertical align="center" gap="small">
      <Typography.Paragraph>{t('login.enrolHelp')}</Typography.Paragraph>
      <img
        src={svgPictureUrl(enrolment.qrSvg)}
        alt={t('login.qrAlt')}
        width={QR_SIZE_PX}
        height={QR_SIZE_PX}
      />
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('login.secretHelp')}</Typography.Paragraph>
      <Typography.Text code copyable={{ text: enrolment.secret }}>
        {inGroups(enrolment.secret)}
      </Typography.Text>
    </Flex>
  );
}
