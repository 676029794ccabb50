/**
 * A list row that does something when chosen (opens an editor, picks a channel, runs a menu
 * action). antd-mobile's List.Item draws a row with onClick as an <a> without href, which no Tab
 * reaches and no Enter opens (issue 20): this row holds a real button, stretched over the whole
 * row, so that a tap anywhere on it, Enter and Space all choose it.
 */
import List, { type ListItemProps } from 'antd-mobile/es/components/list';
import type { ReactNode } from 'react';
import './action-item.css';

interface ActionItemProps extends Omit<ListItemProps, 'onClick' | 'clickable' | 'children'> {
  onClick: () => void;
  children: ReactNode;
  /** Marks the row chosen among its list (a picker's current choice). */
  current?: boolean;
}

export function ActionItem({ onClick, children, current, className, ...item }: ActionItemProps) {
  return (
    <List.Item {...item} className={className ? `action-item ${className}` : 'action-item'} clickable>
      <button
        type="button"
        className="action-item__button"
        aria-current={current ? 'true' : undefined}
        onClick={onClick}
      >
        {children}
      </button>
    </List.Item>
  );
}
