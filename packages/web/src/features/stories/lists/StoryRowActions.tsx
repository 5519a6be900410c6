import type { ReactNode } from 'react';
import { Button, Space, Tooltip, type SpaceProps } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StorySummary } from '@newsroom/domain';

/** Props of {@link StoryRowActions}. */
export interface StoryRowActionsProps {
  story: StorySummary;
  onView: () => void;
  onEdit: () => void;
  /** Prefix of the buttons' test ids (`<prefix>-view`, `<prefix>-edit`). */
  testIdPrefix: string;
  size: SpaceProps['size'];
  /** The list's further buttons. */
  children?: ReactNode;
}

/** A story row's view and edit buttons (a private story cannot be edited), then the list's own. */
export function StoryRowActions({
  story,
  onView,
  onEdit,
  testIdPrefix,
  size,
  children,
}: StoryRowActionsProps) {
  const { t } = useTranslation('story');
  return (
    <Space size={size}>
      <Tooltip title={t('list.view')}>
        <Button
          size="small"
          icon={<EyeOutlined />}
          aria-label={t('list.view')}
          onClick={onView}
          data-testid={`${testIdPrefix}-view`}
        />
      </Tooltip>
      <Tooltip title={t('list.edit')}>
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('list.edit')}
          disabled={!story.visible}
          onClick={onEdit}
          data-testid={`${testIdPrefix}-edit`}
        />
      </Tooltip>
      {children}
    </Space>
  );
}
