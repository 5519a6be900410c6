import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DisplayStatus } from '@newsroom/domain';

const COLOURS: Record<DisplayStatus, string | undefined> = {
  blank: undefined,
  play: 'red',
  stop: 'default',
};

/** Props of {@link StatusTag}. */
export interface StatusTagProps {
  status: DisplayStatus;
  onToggle?: () => void;
}

/** A display status (blank, on air, displayed); clicking it toggles when allowed. */
export function StatusTag({ status, onToggle }: StatusTagProps) {
  const { t } = useTranslation('rundown');
  const label = t(`status.${status}`);
  return (
    <Tag
      color={COLOURS[status]}
      className="nrcs-rundown__status"
      role={onToggle ? 'button' : undefined}
      tabIndex={onToggle ? 0 : undefined}
      aria-label={onToggle ? t('grid.toggleStatus', { status: label }) : label}
      onClick={(event) => {
        event.stopPropagation();
        onToggle?.();
      }}
    >
      {label}
    </Tag>
  );
}
