/** The member's head icon (tap to change it), name, account and VIP label (spec §3 clubLabel). */
import type { MemberInfoValue } from '@app/contract';
import { CameraOutline } from 'antd-mobile-icons';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { HeadIcon } from './head-icon';
import { HeadIconPicker } from './head-icon-picker';

export function ProfileCard({ member, account }: { member: MemberInfoValue | undefined; account: string }) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState(false);
  return (
    <section className="member-profile" aria-labelledby="member-profile-name">
      <button
        type="button"
        className="member-profile__avatar"
        aria-label={t('head_icon_change')}
        onClick={() => setPicking(true)}
      >
        <HeadIcon url={member?.headIconUrl} className="member-profile__image" />
        <span className="member-profile__camera" aria-hidden="true">
          <CameraOutline />
        </span>
      </button>
      <div className="member-profile__text">
        <h2 id="member-profile-name" className="member-profile__name">
          {member?.nickname || account}
        </h2>
        <p className="member-muted">
          {t('member_account')}: <span dir="ltr">{member?.account ?? account}</span>
        </p>
        {member && <span className="member-profile__vip">{member.clubLabel.labelName}</span>}
      </div>
      <HeadIconPicker open={picking} onClose={() => setPicking(false)} />
    </section>
  );
}
