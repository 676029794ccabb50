/**
 * /m/member/home (spec §2 Member centre, §4 Template, §6 Roles): the profile with its head icon,
 * the balance, the member's links (money, rewards, VIP, messages, invite friends, agent
 * registration), security (password, payment password, bank cards, the player's limits, nickname,
 * e-mail, payee name), language, theme and logout. mem_cen '1' shows the 'new' template (balance card on top, tiles),
 * else 'base' (a list). A visitor is sent to login by the route; a trial account gets the register
 * prompt of the footer's member entry (menu-rules.ts memberCentreAction) in place of the centre.
 */
import type { MemberInfoValue } from '@app/contract';
import type { ProfileField } from '@app/contract/client';
import { isTrial } from '@app/contract/client';
import Button from 'antd-mobile/es/components/button';
import ErrorBlock from 'antd-mobile/es/components/error-block';
import List from 'antd-mobile/es/components/list';
import {
  BankcardOutline,
  BillOutline,
  ClockCircleOutline,
  CollectMoneyOutline,
  DownlandOutline,
  GiftOutline,
  HandPayCircleOutline,
  KeyOutline,
  LockOutline,
  MailOutline,
  MessageOutline,
  StarOutline,
  TeamOutline,
  UnorderedListOutline,
  UserAddOutline,
  UserContactOutline,
  UserOutline,
} from 'antd-mobile-icons';
import { type ReactNode, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { LOGIN_PATH, REGISTER_PATH } from '../../app/layout/menu-rules';
import { useMenuAction } from '../../app/layout/use-menu-action';
import { HOME_PATH } from '../../app/layout-rules';
import { useSession } from '../../app/session/use-session';
import { useTranslation } from '../../i18n/use-translation';
import type { SessionInfo } from '../../lib/storage';
import { ActionItem } from '../../ui/action-item';
import { LanguageButton } from '../../ui/language-button';
import { ThemeSwitch } from '../../ui/theme-switch';
import { useMemberInfo } from '../account/queries';
import { useSignOut } from '../account/sign-out';
import { isInstalledApp } from '../download/install-mode';
import { useSiteConfig } from '../system/queries';
import { BalanceWidget } from '../wallet/balance-widget';
import {
  fundLinksOf,
  type MemberLink,
  type MemberLinkId,
  memberCentreTemplate,
  SECURITY_LINKS,
  serviceLinksOf,
} from './member-links';
import { ProfileCard } from './profile-card';
import { PROFILE_FIELD_VIEW, ProfileFieldEditor } from './profile-field-editor';
import './member.css';

const ICONS: Record<MemberLinkId, typeof GiftOutline> = {
  deposit: CollectMoneyOutline,
  withdraw: HandPayCircleOutline,
  accountRecord: BillOutline,
  bettingRecord: UnorderedListOutline,
  rewardCenter: GiftOutline,
  vip: StarOutline,
  messages: MessageOutline,
  inviteFriends: UserAddOutline,
  agentRegister: TeamOutline,
  appDownload: DownlandOutline,
  changePassword: LockOutline,
  paymentPassword: KeyOutline,
  bankCards: BankcardOutline,
  responsibleGaming: ClockCircleOutline,
};

export function MemberCentreScreen() {
  const session = useSession();
  if (!session) return <Navigate to={LOGIN_PATH} replace />;
  if (isTrial(session.type)) return <TrialPrompt />;
  return <MemberCentre session={session} />;
}

/** Spec §2 Footer menu: a trial account is offered registration, or going back. */
function TrialPrompt() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="member-centre">
      <ErrorBlock status="default" title={t('title_member_center')} description={t('trial_member_prompt')}>
        <div className="member-trial__actions">
          <Button color="primary" shape="rounded" onClick={() => navigate(REGISTER_PATH)}>
            {t('register_now')}
          </Button>
          <Button fill="outline" shape="rounded" onClick={() => navigate(HOME_PATH, { replace: true })}>
            {t('cancel')}
          </Button>
        </div>
      </ErrorBlock>
    </div>
  );
}

function MemberCentre({ session }: { session: SessionInfo }) {
  const { t } = useTranslation();
  const { data: config } = useSiteConfig();
  const { data: member } = useMemberInfo();
  const signOut = useSignOut();
  const template = memberCentreTemplate(config);
  const links = [...fundLinksOf(session, config), ...serviceLinksOf(session, config, isInstalledApp())];

  return (
    <div className={`member-centre member-centre--${template}`} data-template={template}>
      {template === 'new' ? (
        <>
          <div className="member-balance-card">
            <BalanceWidget />
          </div>
          <ProfileCard member={member} account={session.userName} />
          <LinkGrid links={links} />
        </>
      ) : (
        <>
          <ProfileCard member={member} account={session.userName} />
          <BalanceWidget />
          <LinkList titleKey="member_links" links={links} />
        </>
      )}
      <Security member={member} />
      <Section titleKey="member_settings">
        <div className="member-settings">
          <LanguageButton variant="row" className="member-row" />
          <div className="member-row">
            <span>{t('theme')}</span>
            <ThemeSwitch />
          </div>
        </div>
      </Section>
      <Button
        className="member-sign-out"
        block
        shape="rounded"
        fill="outline"
        color="danger"
        onClick={() => void signOut()}
      >
        {t('sign_out')}
      </Button>
    </div>
  );
}

function Section({ titleKey, children }: { titleKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  const id = `member-section-${titleKey}`;
  return (
    <section className="member-section" aria-labelledby={id}>
      <h2 id={id} className="member-section__title">
        {t(titleKey)}
      </h2>
      {children}
    </section>
  );
}

/** The rows of these links in a list, each a button. */
function LinkItems({ links }: { links: readonly MemberLink[] }) {
  const { t } = useTranslation();
  const run = useMenuAction();
  return links.map(({ id, titleKey, action }) => {
    const Icon = ICONS[id];
    return (
      <ActionItem
        key={id}
        prefix={<Icon className="member-icon" aria-hidden="true" />}
        onClick={() => void run(action)}
      >
        {t(titleKey)}
      </ActionItem>
    );
  });
}

function LinkList({ titleKey, links }: { titleKey: string; links: readonly MemberLink[] }) {
  return (
    <Section titleKey={titleKey}>
      <List className="member-list">
        <LinkItems links={links} />
      </List>
    </Section>
  );
}

/** The 'new' template's tiles. */
function LinkGrid({ links }: { links: readonly MemberLink[] }) {
  const { t } = useTranslation();
  const run = useMenuAction();
  return (
    <Section titleKey="member_links">
      <ul className="member-grid">
        {links.map(({ id, titleKey, action }) => {
          const Icon = ICONS[id];
          return (
            <li key={id}>
              <button type="button" className="member-tile" onClick={() => void run(action)}>
                <Icon className="member-icon" aria-hidden="true" />
                <span>{t(titleKey)}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}

const PROFILE_ROWS: readonly ProfileField[] = ['nickname', 'email', 'payeeName'];
const PROFILE_ICONS: Record<ProfileField, typeof GiftOutline> = {
  nickname: UserOutline,
  email: MailOutline,
  payeeName: UserContactOutline,
};

/** Password screens by link; nickname, e-mail and payee name edited here (the payee name once). */
function Security({ member }: { member: MemberInfoValue | undefined }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<ProfileField | null>(null);
  const fieldValue = (field: ProfileField) => member?.[field] ?? '';
  return (
    <Section titleKey="member_security">
      <List className="member-list">
        <LinkItems links={SECURITY_LINKS} />
        {PROFILE_ROWS.map((field) => {
          const value = fieldValue(field);
          const locked = field === 'payeeName' && value !== '';
          const Icon = PROFILE_ICONS[field];
          const row = {
            prefix: <Icon className="member-icon" aria-hidden="true" />,
            extra: <span className="member-value">{value || t('not_set')}</span>,
            description: locked ? t('payee_name_locked') : undefined,
          };
          const label = t(PROFILE_FIELD_VIEW[field].labelKey);
          return locked || !member ? (
            <List.Item key={field} {...row}>
              {label}
            </List.Item>
          ) : (
            <ActionItem key={field} {...row} onClick={() => setEditing(field)}>
              {label}
            </ActionItem>
          );
        })}
      </List>
      <ProfileFieldEditor
        field={editing}
        value={editing ? fieldValue(editing) : ''}
        onClose={() => setEditing(null)}
      />
    </Section>
  );
}
