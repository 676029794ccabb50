/**
 * A row of tabs that switch what the screen shows (the screen renders the content itself), drawn
 * as antd-mobile's Tabs header: the same roles, sizes and active line. Used on the landing screens
 * (login, registration, game list) instead of antd-mobile's Tabs, which brings its animation
 * library (react-spring, 16 kB) to the first paint for the sliding line (decision 0052).
 */
import type { ReactNode } from 'react';
import './tab-bar.css';

/**
 * A long row scrolls: the selected tab (the one chosen, or the one the address names) comes into
 * view. A ref of the selected tab only, so React calls it whenever another tab becomes selected.
 */
const revealTab = (tab: HTMLButtonElement | null) => {
  tab?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
};

export interface TabBarTab<Key extends string> {
  key: Key;
  title: ReactNode;
}

interface TabBarProps<Key extends string> {
  tabs: readonly TabBarTab<Key>[];
  activeKey: Key;
  onChange: (key: Key) => void;
  'aria-label'?: string;
  className?: string;
}

export function TabBar<Key extends string>({
  tabs,
  activeKey,
  onChange,
  'aria-label': label,
  className,
}: TabBarProps<Key>) {
  return (
    <div role="tablist" aria-label={label} className={className ? `tab-bar ${className}` : 'tab-bar'}>
      {tabs.map((tab) => {
        const selected = tab.key === activeKey;
        return (
          <button
            key={tab.key}
            ref={selected ? revealTab : undefined}
            type="button"
            role="tab"
            aria-selected={selected}
            className="tab-bar__tab"
            onClick={() => {
              if (!selected) onChange(tab.key);
            }}
          >
            <span className="tab-bar__title">{tab.title}</span>
          </button>
        );
      })}
    </div>
  );
}
