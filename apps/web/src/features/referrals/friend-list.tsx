/** The friends the member invited: masked username, joined date, deposit progress, state, Claim. */
import type { ReferralFriend, ReferralRules } from '@app/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useDateTimeFormat } from '../wallet/money';
import { ClaimButton } from './claim-button';
import { DepositProgress, StateBadge } from './progress';

interface FriendListProps {
  friends: ReferralFriend[];
  rules: ReferralRules;
  money: (amount: number) => string;
}

export function FriendList({ friends, rules, money }: FriendListProps) {
  const { t } = useTranslation();
  const date = useDateTimeFormat('date');
  return (
    <section className="invite-friends__list" aria-labelledby="invite-friends-title">
      <h2 id="invite-friends-title" className="wallet-section__title">
        {t('invite_friends_title', { count: friends.length })}
      </h2>
      {friends.length === 0 ? (
        <p className="wallet-muted">{t('invite_friends_empty')}</p>
      ) : (
        <ul className="invite-friend-list">
          {friends.map((friend) => (
            <li key={friend.friendId} className="wallet-card invite-friend" data-friend-id={friend.friendId}>
              <div className="invite-friend__head">
                <span className="invite-friend__name" dir="ltr">
                  {friend.username}
                </span>
                <StateBadge state={friend.state} />
              </div>
              <span className="wallet-muted">{t('invite_joined', { date: date(friend.joinedAt) })}</span>
              <DepositProgress progress={friend} rules={rules} money={money} />
              <div className="invite-friend__foot">
                <span className="invite-friend__amount">{money(friend.amount)}</span>
                {friend.state === 'qualified' && friend.reason === null && (
                  <ClaimButton
                    friendId={friend.friendId}
                    label={t('invite_claim_for', { name: friend.username })}
                    money={money}
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
