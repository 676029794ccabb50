/**
 * The demo help centre of each brand (issue 15 point 5): sections on the account, deposits,
 * withdrawals, games, security and responsible gaming, each with a few items, in English,
 * Simplified Chinese and Vietnamese (the languages the demo writes its other content in; every
 * other language reads the English, decision 0045). Amounts are VND. Each section and item has a
 * seed key, so the idempotent seed inserts it once and leaves an operator's later edits alone.
 * One item shows on the desktop site only, so the MOBILE help centre leaves it out.
 */
import type { HelpItemDevice, HelpTexts, LocalizedValue } from '@app/contract';
import { sanitizeRichText } from '../../lib/rich-text';

type SeedLanguage = 'EN' | 'CN' | 'VI';
type Copy = [title: string, content: string];

interface Brand {
  name: string;
}

interface ItemSeed {
  seedKey: string;
  device?: HelpItemDevice;
  copies: (brand: Brand) => Record<SeedLanguage, Copy>;
}

interface SectionSeed {
  seedKey: string;
  titles: Record<SeedLanguage, string>;
  items: ItemSeed[];
}

const DEMO_HELP: readonly SectionSeed[] = [
  {
    seedKey: 'account',
    titles: { EN: 'Account', CN: '账户', VI: 'Tài khoản' },
    items: [
      {
        seedKey: 'account.register',
        copies: ({ name }) => ({
          EN: [
            'How do I open an account?',
            `<p>Tap <strong>Sign up</strong> on the home page, choose a username of 6 to 16 letters or digits and a password of at least 8 characters, then enter the verification code.</p><ul><li>You must be 18 or older.</li><li>One account per person, household and device.</li><li>Your details must match your bank account, or withdrawals cannot be paid.</li></ul><p>Welcome to ${name}!</p>`,
          ],
          CN: [
            '如何注册账户？',
            `<p>在首页点击<strong>注册</strong>，设置6至16位字母或数字的用户名和至少8位的密码，然后输入验证码。</p><ul><li>您必须年满18岁。</li><li>每人、每户、每台设备仅限一个账户。</li><li>您的资料须与银行账户一致，否则无法出款。</li></ul><p>欢迎加入${name}！</p>`,
          ],
          VI: [
            'Làm thế nào để mở tài khoản?',
            `<p>Nhấn <strong>Đăng ký</strong> trên trang chủ, chọn tên đăng nhập 6 đến 16 chữ cái hoặc số và mật khẩu ít nhất 8 ký tự, rồi nhập mã xác minh.</p><ul><li>Bạn phải từ 18 tuổi trở lên.</li><li>Mỗi người, mỗi hộ gia đình và mỗi thiết bị chỉ một tài khoản.</li><li>Thông tin của bạn phải khớp với tài khoản ngân hàng, nếu không sẽ không rút được tiền.</li></ul><p>Chào mừng bạn đến với ${name}!</p>`,
          ],
        }),
      },
      {
        seedKey: 'account.password',
        copies: () => ({
          EN: [
            'I forgot my password',
            '<p>On the login page tap <strong>Forgot password</strong>. If your account has a mobile number, we send you a 6-digit code by SMS; enter it with your new password.</p><p>No mobile number on your account? Contact customer service, who will check your identity first.</p>',
          ],
          CN: [
            '忘记密码怎么办？',
            '<p>在登录页点击<strong>忘记密码</strong>。如果账户绑定了手机号码，我们会通过短信发送6位验证码；输入验证码和新密码即可。</p><p>账户未绑定手机号码？请联系在线客服，核实身份后为您处理。</p>',
          ],
          VI: [
            'Tôi quên mật khẩu',
            '<p>Trên trang đăng nhập, nhấn <strong>Quên mật khẩu</strong>. Nếu tài khoản có số điện thoại, chúng tôi gửi mã 6 chữ số qua SMS; nhập mã cùng mật khẩu mới.</p><p>Tài khoản chưa có số điện thoại? Hãy liên hệ chăm sóc khách hàng để được xác minh danh tính.</p>',
          ],
        }),
      },
      {
        seedKey: 'account.profile',
        copies: () => ({
          EN: [
            'Changing my nickname, e-mail or payee name',
            '<p>Open the <strong>member centre</strong> and tap the field you want to change. The nickname and e-mail can be changed at any time.</p><p>The payee name can be set once only, because withdrawals are paid to it. To correct it, contact customer service.</p>',
          ],
          CN: [
            '修改昵称、邮箱或收款人姓名',
            '<p>打开<strong>会员中心</strong>，点击要修改的项目。昵称和邮箱可随时修改。</p><p>收款人姓名只能设置一次，因为提款将支付给该姓名。如需更正，请联系客服。</p>',
          ],
          VI: [
            'Đổi biệt danh, e-mail hoặc tên người nhận',
            '<p>Mở <strong>trung tâm thành viên</strong> và nhấn vào mục muốn đổi. Biệt danh và e-mail có thể đổi bất cứ lúc nào.</p><p>Tên người nhận chỉ đặt được một lần vì tiền rút được chuyển cho tên này. Để sửa, hãy liên hệ chăm sóc khách hàng.</p>',
          ],
        }),
      },
    ],
  },
  {
    seedKey: 'deposits',
    titles: { EN: 'Deposits', CN: '存款', VI: 'Nạp tiền' },
    items: [
      {
        seedKey: 'deposits.how',
        copies: () => ({
          EN: [
            'How do I deposit?',
            '<ol><li>Tap <strong>Deposit</strong> on the home page.</li><li>Choose a payment channel and enter the amount.</li><li>Follow the payment page; the balance updates as soon as the payment is confirmed.</li></ol><p>The minimum deposit is 50,000 ₫; each channel shows its own limits.</p>',
          ],
          CN: [
            '如何存款？',
            '<ol><li>在首页点击<strong>存款</strong>。</li><li>选择支付渠道并输入金额。</li><li>按支付页面操作；付款确认后余额立即更新。</li></ol><p>最低存款50,000 ₫；各渠道显示各自的限额。</p>',
          ],
          VI: [
            'Làm thế nào để nạp tiền?',
            '<ol><li>Nhấn <strong>Nạp tiền</strong> trên trang chủ.</li><li>Chọn kênh thanh toán và nhập số tiền.</li><li>Làm theo trang thanh toán; số dư cập nhật ngay khi thanh toán được xác nhận.</li></ol><p>Nạp tối thiểu 50.000 ₫; mỗi kênh hiển thị hạn mức riêng.</p>',
          ],
        }),
      },
      {
        seedKey: 'deposits.missing',
        copies: () => ({
          EN: [
            'My deposit has not arrived',
            '<p>Most deposits arrive within 5 minutes. A bank transfer can take up to 30 minutes outside banking hours.</p><p>Still missing? Send us <strong>Feedback</strong> with the question type <em>Deposit issues</em> and a screenshot of the payment receipt.</p>',
          ],
          CN: [
            '存款未到账',
            '<p>大多数存款在5分钟内到账。非银行营业时间的转账最长可能需要30分钟。</p><p>仍未到账？请通过<strong>意见反馈</strong>选择“存款问题”，并附上付款凭证截图。</p>',
          ],
          VI: [
            'Tiền nạp chưa vào tài khoản',
            '<p>Hầu hết giao dịch nạp vào trong 5 phút. Chuyển khoản ngân hàng ngoài giờ làm việc có thể mất đến 30 phút.</p><p>Vẫn chưa nhận được? Gửi <strong>Góp ý</strong> với loại câu hỏi <em>Vấn đề nạp tiền</em> kèm ảnh chụp biên lai thanh toán.</p>',
          ],
        }),
      },
    ],
  },
  {
    seedKey: 'withdrawals',
    titles: { EN: 'Withdrawals', CN: '提款', VI: 'Rút tiền' },
    items: [
      {
        seedKey: 'withdrawals.how',
        copies: () => ({
          EN: [
            'How do I withdraw?',
            '<ol><li>Bind a bank card in your own name.</li><li>Set a payment password the first time.</li><li>Tap <strong>Withdraw</strong>, enter the amount and your payment password.</li></ol><p>Withdrawals are usually paid within 15 minutes, at most 24 hours.</p>',
          ],
          CN: [
            '如何提款？',
            '<ol><li>绑定本人名下的银行卡。</li><li>首次提款时设置支付密码。</li><li>点击<strong>提款</strong>，输入金额和支付密码。</li></ol><p>提款通常在15分钟内到账，最长24小时。</p>',
          ],
          VI: [
            'Làm thế nào để rút tiền?',
            '<ol><li>Liên kết thẻ ngân hàng đứng tên bạn.</li><li>Đặt mật khẩu thanh toán trong lần đầu.</li><li>Nhấn <strong>Rút tiền</strong>, nhập số tiền và mật khẩu thanh toán.</li></ol><p>Tiền rút thường được chuyển trong 15 phút, tối đa 24 giờ.</p>',
          ],
        }),
      },
      {
        seedKey: 'withdrawals.turnover',
        copies: () => ({
          EN: [
            'Why can I not withdraw my bonus yet?',
            '<p>A bonus comes with a wagering requirement: you must bet a multiple of it before the bonus and its winnings can be withdrawn. The reward centre shows how much turnover remains.</p>',
          ],
          CN: [
            '为什么奖金暂时不能提款？',
            '<p>奖金附带流水要求：需完成奖金若干倍的投注后，奖金及其盈利方可提款。奖励中心会显示剩余流水。</p>',
          ],
          VI: [
            'Vì sao tôi chưa rút được tiền thưởng?',
            '<p>Tiền thưởng đi kèm yêu cầu doanh thu cược: bạn phải cược một bội số của tiền thưởng trước khi rút được thưởng và tiền thắng từ thưởng. Trung tâm phần thưởng hiển thị doanh thu còn thiếu.</p>',
          ],
        }),
      },
      {
        seedKey: 'withdrawals.desktop',
        device: 'WEB',
        copies: () => ({
          EN: [
            'Withdrawing on the desktop site',
            '<p>On a computer, open <strong>My account → Withdraw</strong> in the top bar.</p>',
          ],
          CN: ['在电脑版网站提款', '<p>在电脑上，打开顶部栏的<strong>我的账户 → 提款</strong>。</p>'],
          VI: [
            'Rút tiền trên trang máy tính',
            '<p>Trên máy tính, mở <strong>Tài khoản → Rút tiền</strong> ở thanh trên cùng.</p>',
          ],
        }),
      },
    ],
  },
  {
    seedKey: 'games',
    titles: { EN: 'Games', CN: '游戏', VI: 'Trò chơi' },
    items: [
      {
        seedKey: 'games.disconnect',
        copies: () => ({
          EN: [
            'A game stopped in the middle of a round',
            '<p>Every round is settled by the game server, even if your connection drops. Open the game again or check the <strong>betting record</strong>: the result and any win are there.</p>',
          ],
          CN: [
            '游戏在局中断开',
            '<p>即使网络中断，每一局都由游戏服务器结算。请重新打开游戏或查看<strong>投注记录</strong>，结果和派彩都会显示。</p>',
          ],
          VI: [
            'Trò chơi bị ngắt giữa ván',
            '<p>Mọi ván đều được máy chủ trò chơi quyết toán, kể cả khi mất kết nối. Mở lại trò chơi hoặc xem <strong>lịch sử cược</strong>: kết quả và tiền thắng đều ở đó.</p>',
          ],
        }),
      },
      {
        seedKey: 'games.fair',
        copies: () => ({
          EN: [
            'Are the games fair?',
            '<p>Our slots publish their return to player, and every draw of the house lottery can be checked on its verify page from the seed published before the round.</p>',
          ],
          CN: [
            '游戏公平吗？',
            '<p>我们的老虎机公布返还率；自营彩票的每一期开奖都可以在验证页面，根据开奖前公布的种子进行核对。</p>',
          ],
          VI: [
            'Trò chơi có công bằng không?',
            '<p>Các trò slot công bố tỷ lệ hoàn trả, và mọi kỳ quay xổ số của nhà cái đều kiểm tra được trên trang xác minh bằng hạt giống công bố trước kỳ quay.</p>',
          ],
        }),
      },
    ],
  },
  {
    seedKey: 'security',
    titles: { EN: 'Security', CN: '账户安全', VI: 'Bảo mật' },
    items: [
      {
        seedKey: 'security.safe',
        copies: ({ name }) => ({
          EN: [
            'Keeping my account safe',
            `<ul><li>Never share your password, payment password or SMS codes, not even with customer service.</li><li>${name} staff will never ask you to transfer money to a personal account.</li><li>Log out on shared devices.</li></ul>`,
          ],
          CN: [
            '如何保护账户安全',
            `<ul><li>切勿透露您的密码、支付密码或短信验证码，包括对客服。</li><li>${name}工作人员绝不会要求您向个人账户转账。</li><li>在共用设备上请及时退出登录。</li></ul>`,
          ],
          VI: [
            'Giữ an toàn cho tài khoản',
            `<ul><li>Không bao giờ chia sẻ mật khẩu, mật khẩu thanh toán hoặc mã SMS, kể cả với chăm sóc khách hàng.</li><li>Nhân viên ${name} không bao giờ yêu cầu bạn chuyển tiền vào tài khoản cá nhân.</li><li>Đăng xuất trên thiết bị dùng chung.</li></ul>`,
          ],
        }),
      },
      {
        seedKey: 'security.locked',
        copies: () => ({
          EN: [
            'My payment password is locked',
            '<p>After several wrong payment passwords, payments are locked for a while to protect you. Wait until the time shown, or unlock it with an SMS code sent to your mobile number.</p>',
          ],
          CN: [
            '支付密码被锁定',
            '<p>多次输错支付密码后，为保护您的资金，支付功能会暂时锁定。请等待显示的时间，或通过发送到手机的短信验证码解锁。</p>',
          ],
          VI: [
            'Mật khẩu thanh toán bị khóa',
            '<p>Sau nhiều lần nhập sai mật khẩu thanh toán, chức năng thanh toán bị khóa tạm thời để bảo vệ bạn. Hãy chờ đến thời gian hiển thị, hoặc mở khóa bằng mã SMS gửi đến số điện thoại.</p>',
          ],
        }),
      },
    ],
  },
  {
    seedKey: 'responsible',
    titles: { EN: 'Responsible gaming', CN: '理性博彩', VI: 'Chơi có trách nhiệm' },
    items: [
      {
        seedKey: 'responsible.limits',
        copies: () => ({
          EN: [
            'Playing responsibly',
            '<p>Gaming should be entertainment, never a way to make money.</p><ul><li>Set yourself a budget and a time limit before you play.</li><li>Never chase losses.</li><li>Take regular breaks.</li></ul><p>If you want a deposit limit or a break from playing, ask customer service: we set it the same day.</p>',
          ],
          CN: [
            '理性娱乐',
            '<p>博彩应当是娱乐，而不是赚钱的途径。</p><ul><li>游戏前为自己设定预算和时间。</li><li>切勿追回损失。</li><li>定时休息。</li></ul><p>如需设置存款限额或暂停游戏，请联系客服，我们当天为您设置。</p>',
          ],
          VI: [
            'Chơi có trách nhiệm',
            '<p>Trò chơi nên là giải trí, không phải cách kiếm tiền.</p><ul><li>Đặt ngân sách và giới hạn thời gian trước khi chơi.</li><li>Đừng bao giờ cố gỡ thua.</li><li>Nghỉ giải lao thường xuyên.</li></ul><p>Nếu bạn muốn giới hạn nạp tiền hoặc tạm ngừng chơi, hãy liên hệ chăm sóc khách hàng: chúng tôi thiết lập ngay trong ngày.</p>',
          ],
        }),
      },
      {
        seedKey: 'responsible.underage',
        copies: () => ({
          EN: [
            'Underage gaming',
            '<p>Players must be 18 or older. We check identity before the first withdrawal and close accounts of minors; their deposits are returned.</p>',
          ],
          CN: [
            '禁止未成年人参与',
            '<p>玩家必须年满18岁。首次提款前我们会核实身份，并关闭未成年人的账户，其存款将被退还。</p>',
          ],
          VI: [
            'Cấm người chưa đủ tuổi',
            '<p>Người chơi phải từ 18 tuổi trở lên. Chúng tôi xác minh danh tính trước lần rút tiền đầu tiên và đóng tài khoản của người chưa thành niên; tiền nạp sẽ được hoàn lại.</p>',
          ],
        }),
      },
    ],
  },
];

const textsOf = (copies: Record<SeedLanguage, Copy>): LocalizedValue<Required<HelpTexts>> => {
  const entry = (language: SeedLanguage) => ({
    title: copies[language][0],
    content: sanitizeRichText(copies[language][1]),
  });
  return { EN: entry('EN'), CN: entry('CN'), VI: entry('VI') };
};

/** The sections of one brand, in their place order. */
export const demoHelpSectionsOf = (merchantCode: string) =>
  DEMO_HELP.map(({ seedKey, titles }, index) => ({
    merchantCode,
    seedKey,
    texts: {
      EN: { title: titles.EN, content: '' },
      CN: { title: titles.CN, content: '' },
      VI: { title: titles.VI, content: '' },
    },
    sortOrder: index + 1,
  }));

/** The items of one brand, each under the id of its section's seed key (seeded before). */
export const demoHelpItemsOf = (
  merchantCode: string,
  brand: Brand,
  sectionIds: ReadonlyMap<string, number>,
) =>
  DEMO_HELP.flatMap(({ seedKey: sectionKey, items }) => {
    const parentId = sectionIds.get(sectionKey);
    if (parentId === undefined) throw new Error(`demo help section ${sectionKey} is not seeded`);
    return items.map(({ seedKey, device, copies }, index) => ({
      merchantCode,
      seedKey,
      parentId,
      device: device ?? ('ALL' as const),
      texts: textsOf(copies(brand)),
      sortOrder: index + 1,
    }));
  });
