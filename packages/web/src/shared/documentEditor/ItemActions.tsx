import type { ReactNode } from 'react';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';

/** One small icon button of a list item: edit, duplicate, move, remove... */
export interface ItemAction {
  icon: ReactNode;
  /** The accessible name (and, with `hasTitles`, the tooltip). */
  label: string;
  testId: string;
  onClick: () => void;
  /** Off on its own, such as "move up" on the first item. */
  isDisabled?: boolean;
  /** Red, for a removal. */
  isDanger?: boolean;
}

/** The removal every list offers: a red bin. */
export function removeAction(label: string, testId: string, onClick: () => void): ItemAction {
  return { icon: <DeleteOutlined />, label, testId, onClick, isDanger: true };
}

/** Props of {@link ItemActions}. */
export interface ItemActionsProps {
  actions: readonly ItemAction[];
  /** Turns every action off, as in a read-only editor. */
  disabled?: boolean;
  /** Shows each label as a native tooltip too. */
  hasTitles?: boolean;
}

/** The icon buttons of one item of an editor's list, in order. */
export function ItemActions({ actions, disabled, hasTitles }: ItemActionsProps) {
  return actions.map((action) => (
    <Button
      key={action.testId}
      type="text"
      size="small"
      danger={action.isDanger}
      icon={action.icon}
      disabled={disabled || action.isDisabled}
      title={hasTitles ? action.label : undefined}
      onClick={action.onClick}
      aria-label={action.label}
      data-testid={action.testId}
    />
  ));
}
