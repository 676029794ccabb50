/**
 * The slot's two popups, one lazy chunk with antd-mobile's Popup: the paytable, paylines and
 * published RTP (info), and the member's spins of this game (history, paged).
 */
import type { SlotGameValue } from '@app/contract';
import { languageOf } from '@app/contract/client';
import List from 'antd-mobile/es/components/list';
import Popup from 'antd-mobile/es/components/popup';
import type { ReactNode } from 'react';
import { activeLanguageCode } from '../../i18n/language';
import { useTranslation } from '../../i18n/use-translation';
import { PagedList } from '../../ui/paged-list';
import { useDateTimeFormat, useMoneyFormat } from '../wallet/money';
import { useSlotSpins } from './queries';
import { lineColourOf } from './reels';
import { paysOf } from './slot-rules';
import '../wallet/wallet.css';
import { SymbolGlyph, symbolNameOf } from './symbol-glyph';

function SlotPopup({
  id,
  title,
  visible,
  onClose,
  children,
}: {
  id: string;
  title: string;
  visible: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Popup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      position="bottom"
      bodyClassName="slot-popup"
    >
      {/* The popup scrolls: keyboards reach it by its focus (axe scrollable-region-focusable). */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take the focus to be scrolled by keys. */}
      <section className="slot-popup__content" aria-labelledby={id} tabIndex={0}>
        <h2 id={id} className="slot-popup__title">
          {title}
        </h2>
        {children}
      </section>
    </Popup>
  );
}

interface PopupProps {
  game: SlotGameValue;
  visible: boolean;
  onClose: () => void;
}

export function SlotInfoPopup({ game, visible, onClose }: PopupProps) {
  const { t } = useTranslation();
  const symbolIds = game.symbols.map((symbol) => symbol.id);
  const rtp = new Intl.NumberFormat(languageOf(activeLanguageCode()).tag, {
    maximumFractionDigits: 2,
  }).format(game.rtpPercent);
  return (
    <SlotPopup id="slot-info-title" title={t('slot_info')} visible={visible} onClose={onClose}>
      <p className="slot-popup__rtp">{t('slot_rtp', { rtp })}</p>
      <p className="slot-popup__text">{t('slot_rules', { lines: game.paylines.length })}</p>
      <h3 className="slot-popup__heading">{t('slot_paytable')}</h3>
      <ul className="slot-paytable">
        {game.symbols.map((symbol) => (
          <li key={symbol.id} className="slot-paytable__row">
            <SymbolGlyph symbolId={symbol.id} symbolIds={symbolIds} label={symbolNameOf(symbol.id)} />
            <span className="slot-paytable__pays">
              <span dir="ltr">
                {paysOf(symbol.pays)
                  .map((pay) => `${pay.count}: ×${pay.times}`)
                  .join(' · ')}
              </span>
              {symbol.wild && <span className="slot-paytable__wild">{t('slot_wild')}</span>}
            </span>
          </li>
        ))}
      </ul>
      <h3 className="slot-popup__heading">{t('slot_paylines')}</h3>
      <ol className="slot-payline-list" dir="ltr">
        {game.paylines.map((rows, line) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a payline is its index (the spin's wins name it so).
          <li key={line} className="slot-payline">
            <svg
              viewBox={`0 0 ${game.reels} ${game.rows}`}
              role="img"
              aria-label={t('slot_payline', { line: line + 1 })}
            >
              <polyline
                points={rows.map((row, reel) => `${reel + 0.5},${row + 0.5}`).join(' ')}
                stroke={lineColourOf(line)}
              />
            </svg>
            <span>{line + 1}</span>
          </li>
        ))}
      </ol>
    </SlotPopup>
  );
}

export function SpinHistoryPopup({
  game,
  playerToken,
  visible,
  onClose,
}: PopupProps & { playerToken: string }) {
  const { t } = useTranslation();
  return (
    <SlotPopup id="slot-history-title" title={t('slot_history')} visible={visible} onClose={onClose}>
      <div className="slot-popup__list">{visible && <SpinList game={game} playerToken={playerToken} />}</div>
    </SlotPopup>
  );
}

function SpinList({ game, playerToken }: { game: SlotGameValue; playerToken: string }) {
  const { t } = useTranslation();
  const money = useMoneyFormat();
  const time = useDateTimeFormat();
  const spins = useSlotSpins(game.code, playerToken);
  return (
    <PagedList query={spins}>
      {(list) => (
        <List>
          {list.map((spin) => (
            <List.Item
              key={spin.spinId}
              extra={
                <div className="record-amounts">
                  <span className="wallet-muted">
                    {t('stake')} {money(spin.bet, game.decimals)}
                  </span>
                  <span className={`wallet-amount ${spin.totalWin > 0 ? 'wallet-amount--in' : ''}`}>
                    {t('win')} {money(spin.totalWin, game.decimals)}
                  </span>
                </div>
              }
            >
              <time dateTime={spin.createdAt}>{time(spin.createdAt)}</time>
            </List.Item>
          ))}
        </List>
      )}
    </PagedList>
  );
}
