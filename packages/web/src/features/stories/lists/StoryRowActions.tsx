import type { ReactNode } from 'react';
import { Space, type SpaceProps } from 'antd';
import { EditOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { StorySummary } from '@newsroom/domain';
import { IconButton } from '../../../shared/components';

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
      <IconButton
        icon={<EyeOutlined />}
        label={t('list.view')}
        onClick={onView}
        testId={`${testIdPrefix}-view`}
      />
      <IconButton
        icon={<EditOutlined />}
        label={t('list.edit')}
        disabled={!story.visible}
        onClick={onEdit}
        testId={`${testIdPrefix}-edit`}
      />
      {children}
    </Space>
  );
}
