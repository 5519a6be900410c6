import type { ReactNode } from 'react';
import { Button } from 'antd';

/** One plain, labelled button of the rundown toolbar. */
export interface ToolbarAction {
  /** data-testid of the button, also its key. */
  testId: string;
  icon: ReactNode;
  label: string;
  onClick: () => void;
}

/** Props of {@link ToolbarButtons}. */
export interface ToolbarButtonsProps {
  actions: readonly ToolbarAction[];
}

/** A run of the rundown toolbar's small labelled buttons, in the given order. */
export function ToolbarButtons({ actions }: ToolbarButtonsProps) {
  return actions.map(({ testId, icon, label, onClick }) => (
    <Button key={testId} size="small" icon={icon} onClick={onClick} data-testid={testId}>
      {label}
    </Button>
  ));
}
