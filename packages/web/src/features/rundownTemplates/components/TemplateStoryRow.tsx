import { Button, Flex, Popconfirm, Space, Tooltip, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { RundownTemplate, TemplateStory } from '@newsroom/domain';
import type { useTemplateEditing } from '../hooks/useTemplateEditing';
import { CommitInput } from './CommitInput';
import { DurationInput } from './DurationInput';
import { stepMove, storyKey } from './templateMoves';

/** One placeholder story of a template block: page, slug, duration, move and remove. */
export function TemplateStoryRow({
  story,
  canEdit,
  editing,
  template,
}: {
  story: TemplateStory;
  canEdit: boolean;
  editing: ReturnType<typeof useTemplateEditing>;
  template: RundownTemplate;
}) {
  const { t } = useTranslation('rundownTemplate');
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: storyKey(story.id),
    disabled: !canEdit,
  });
  const up = stepMove(template, story.id, -1);
  const down = stepMove(template, story.id, 1);
  return (
    <Flex
      ref={setNodeRef}
      align="center"
      gap={4}
      data-testid={`template-story-${story.slug || story.id}`}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        borderBottom: '1px solid rgba(128,128,128,0.15)',
      }}
    >
      {canEdit && (
        <HolderOutlined
          {...attributes}
          {...listeners}
          aria-label={t('editor.drag')}
          style={{ cursor: 'grab' }}
        />
      )}
      <Typography.Text type="secondary" style={{ width: 28 }}>
        {story.page}
      </Typography.Text>
      <CommitInput
        value={story.slug}
        onCommit={(value) => void editing.patch({ kind: 'story', id: story.id }, 'slug', value)}
        disabled={!canEdit}
        placeholder={t('editor.slug')}
        testId={`story-slug-${story.id}`}
        maxLength={100}
      />
      <DurationInput
        value={story.estimatedMs}
        onCommit={(ms) => void editing.patch({ kind: 'story', id: story.id }, 'estimatedMs', ms)}
        disabled={!canEdit}
        testId={`story-estimated-${story.id}`}
        ariaLabel={t('editor.estimated')}
      />
      {canEdit && (
        <Space size={0}>
          <Tooltip title={t('editor.moveUp')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowUpOutlined />}
              disabled={!up}
              onClick={() => up && void editing.move(up)}
              aria-label={t('editor.moveUp')}
            />
          </Tooltip>
          <Tooltip title={t('editor.moveDown')}>
            <Button
              type="text"
              size="small"
              icon={<ArrowDownOutlined />}
              disabled={!down}
              onClick={() => down && void editing.move(down)}
              aria-label={t('editor.moveDown')}
            />
          </Tooltip>
          <Popconfirm
            title={t('editor.removeStoryConfirm')}
            onConfirm={() => void editing.remove({ kind: 'story', id: story.id })}
          >
            <Button
              type="text"
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('editor.removeStory')}
            />
          </Popconfirm>
        </Space>
      )}
    </Flex>
  );
}
