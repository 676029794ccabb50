/**
 * The demo inbox messages (issue 15): a welcome message to each demo account, a note of the demo
 * player's opening deposit, and one message to all members of the brand about the weekend
 * promotion, in English, Simplified Chinese and Vietnamese (the demo's languages). Each has a seed
 * key, so the idempotent seed inserts it once; an operator's withdrawal of one stays.
 */
import type { InboxTexts, LocalizedValue } from '@app/contract';
import type { inboxMessages } from '../../features/inbox/tables';
import { sanitizeRichText } from '../../lib/rich-text';

type InboxMessageRow = typeof inboxMessages.$inferInsert;
type Texts = LocalizedValue<InboxTexts>;

const HOUR_MS = 3_600_000;

const sanitized = (texts: Texts): Texts =>
  Object.fromEntries(
    Object.entries(texts).map(([language, text]) => [
      language,
      { title: text.title, content: sanitizeRichText(text.content) },
    ]),
  ) as Texts;

const welcomeOf = (brand: string, nickname: string): Texts => ({
  EN: {
    title: `Welcome to ${brand}!`,
    content: `<p>Hi ${nickname},</p><p>Thank you for joining ${brand}. Your account is ready: make your first deposit from <strong>Deposit</strong> and claim the welcome bonus in the <strong>Reward centre</strong>.</p><ul><li>Deposits and withdrawals are processed 24/7.</li><li>Our support team answers in the live chat at any hour.</li></ul><p>Please play responsibly. Good luck!</p>`,
  },
  CN: {
    title: `欢迎加入${brand}！`,
    content: `<p>${nickname}，您好：</p><p>感谢您注册${brand}。您的账户已开通：在<strong>充值</strong>完成首次存款后，即可在<strong>奖励中心</strong>领取新人礼金。</p><ul><li>存款与提款全天24小时处理。</li><li>在线客服随时为您服务。</li></ul><p>请理性娱乐，祝您好运！</p>`,
  },
  VI: {
    title: `Chào mừng bạn đến với ${brand}!`,
    content: `<p>Xin chào ${nickname},</p><p>Cảm ơn bạn đã đăng ký ${brand}. Tài khoản của bạn đã sẵn sàng: nạp tiền lần đầu tại mục <strong>Nạp tiền</strong> và nhận thưởng chào mừng tại <strong>Trung tâm thưởng</strong>.</p><ul><li>Nạp và rút tiền được xử lý 24/7.</li><li>Đội ngũ hỗ trợ trực tuyến luôn sẵn sàng qua chat.</li></ul><p>Hãy chơi có trách nhiệm. Chúc bạn may mắn!</p>`,
  },
});

const DEPOSIT_NOTE: Texts = {
  EN: {
    title: 'Deposit received: 2,500,000 ₫',
    content:
      '<p>Your deposit of <strong>2,500,000 ₫</strong> has been credited to your wallet.</p><p>Reference: opening balance. If you did not make this deposit, please contact customer service.</p>',
  },
  CN: {
    title: '存款已到账：2,500,000 ₫',
    content:
      '<p>您的存款 <strong>2,500,000 ₫</strong> 已存入钱包。</p><p>参考：开户余额。如非本人操作，请立即联系客服。</p>',
  },
  VI: {
    title: 'Đã nhận tiền nạp: 2.500.000 ₫',
    content:
      '<p>Khoản nạp <strong>2.500.000 ₫</strong> đã được cộng vào ví của bạn.</p><p>Tham chiếu: số dư mở tài khoản. Nếu bạn không thực hiện giao dịch này, vui lòng liên hệ chăm sóc khách hàng.</p>',
  },
};

const weekendPromotionOf = (brand: string): Texts => ({
  EN: {
    title: 'Weekend reload: 30% extra on your deposit',
    content: `<p>This weekend ${brand} adds <strong>30% up to 1,500,000 ₫</strong> to one deposit of 200,000 ₫ or more.</p><p>Open <strong>Promotions</strong> for the rules. Wagering 10× the bonus applies.</p>`,
  },
  CN: {
    title: '周末再存送30%',
    content: `<p>本周末${brand}为您的一笔200,000 ₫以上存款加送<strong>30%，最高1,500,000 ₫</strong>。</p><p>活动规则请见<strong>优惠活动</strong>页面，奖金需完成10倍流水。</p>`,
  },
  VI: {
    title: 'Nạp lại cuối tuần: thêm 30%',
    content: `<p>Cuối tuần này ${brand} tặng thêm <strong>30%, tối đa 1.500.000 ₫</strong> cho một lần nạp từ 200.000 ₫.</p><p>Xem thể lệ tại mục <strong>Khuyến mãi</strong>. Yêu cầu cược 10 lần tiền thưởng.</p>`,
  },
});

/**
 * The demo messages of a brand: `memberIdOf` names its demo accounts (absent ones get none). The
 * message to all is dated now, so it shows to the demo accounts the seed made before it.
 */
export const demoInboxOf = (
  merchantCode: string,
  brand: string,
  now: number,
  memberIdOf: (username: string) => { id: number; nickname: string } | undefined,
): InboxMessageRow[] => {
  const rows: InboxMessageRow[] = [];
  const direct = (username: string, seedKey: string, texts: Texts, hoursAgo: number) => {
    const member = memberIdOf(username);
    if (!member) return;
    rows.push({
      merchantCode,
      memberId: member.id,
      texts: sanitized(texts),
      sentAt: new Date(now - hoursAgo * HOUR_MS),
      sentBy: 'seed',
      seedKey,
    });
  };
  for (const username of ['demo', 'agent', 'newbie']) {
    const nickname = memberIdOf(username)?.nickname || username;
    direct(username, `welcome:${username}`, welcomeOf(brand, nickname), 72);
  }
  direct('demo', 'deposit:demo:opening', DEPOSIT_NOTE, 48);
  rows.push({
    merchantCode,
    memberId: null,
    texts: sanitized(weekendPromotionOf(brand)),
    sentAt: new Date(now),
    sentBy: 'seed',
    seedKey: 'all:weekend-reload',
  });
  return rows;
};
