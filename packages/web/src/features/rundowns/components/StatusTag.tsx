import { Tag } from 'antd';
import type { DisplayStatus } from '@newsroom/domain';
import type { GridTexts } from './gridTexts';

const COLOURS: Record<DisplayStatus, string | undefined> = {
  blank: undefined,
  play: 'red',
  stop: 'default',
};

/** Props of {@link StatusTag}. */
export interface StatusTagProps {
  status: DisplayStatus;
  onToggle?: () => void;
  texts: GridTexts['status'];
}

/** A display status (blank, on air, displayed); clicking it toggles when allowed. */
export function StatusTag({ status, onToggle, texts }: StatusTagProps) {
  const label = texts.label[status];
  return (
    <Tag
      color={COLOURS[status]}
      className="nrcs-rundown__status"
      role={onToggle ? 'button' : undefined}
      tabIndex={onToggle ? 0 : undefined}
      aria-label={onToggle ? texts.toggle[status] : label}
      onClick={(event) => {
        event.stopPropagation();
        onToggle?.();
      }}
    >
      {label}
    </Tag>
  );
}
