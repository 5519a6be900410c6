import type { ReactNode } from 'react';
import { Button, Card, Popconfirm, Space, Tag, Tooltip, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { formatMmss, type RundownTemplate, type TemplateBlock } from '@newsroom/domain';
import type { useTemplateEditing } from '../hooks/useTemplateEditing';
import { CommitInput } from './CommitInput';
import { DurationInput } from './DurationInput';
import { TemplateStoryRow } from './TemplateStoryRow';
import { blockKey, storyKey } from './templateMoves';

/** One block of a template: its name, commercial, duration, actions and a drop zone of stories. */
export function TemplateBlockCard({
  block,
  canEdit,
  editing,
  template,
}: {
  block: TemplateBlock;
  canEdit: boolean;
  editing: ReturnType<typeof useTemplateEditing>;
  template: RundownTemplate;
}) {
  const { t } = useTranslation('rundownTemplate');
  const { setNodeRef } = useDroppable({ id: blockKey(block.id), disabled: !canEdit });
  const estimated = block.stories.reduce((sum, story) => sum + story.estimatedMs, 0);
  const title: ReactNode = block.isStandbyBlock ? (
    <Space>
      {block.name}
      <Tag>{t('editor.standby')}</Tag>
    </Space>
  ) : (
    <CommitInput
      value={block.name}
      onCommit={(value) => void editing.patch({ kind: 'block', id: block.id }, 'name', value)}
      disabled={!canEdit}
      placeholder={t('editor.blockName')}
      testId={`block-name-${block.id}`}
      maxLength={120}
    />
  );
  return (
    <Card
      size="small"
      title={title}
      data-testid={`template-block-${block.name}`}
      extra={
        <Space>
          <Typography.Text type="secondary">{formatMmss(estimated)}</Typography.Text>
          {!block.isStandbyBlock && (
            <Tooltip title={t('editor.commercial')}>
              <span>
                <DurationInput
                  value={block.commercialMs}
                  onCommit={(ms) =>
                    void editing.patch({ kind: 'block', id: block.id }, 'commercialMs', ms)
                  }
                  disabled={!canEdit}
                  testId={`block-commercial-${block.id}`}
                  ariaLabel={t('editor.commercial')}
                />
              </span>
            </Tooltip>
          )}
          {canEdit && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              onClick={() => void editing.addStory(block.id)}
              data-testid={`add-story-${block.id}`}
            >
              {t('editor.addStory')}
            </Button>
          )}
          {canEdit && !block.isStandbyBlock && (
            <Popconfirm
              title={t('editor.removeBlockConfirm')}
              onConfirm={() => void editing.remove({ kind: 'block', id: block.id })}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('editor.removeBlock')}
              />
            </Popconfirm>
          )}
        </Space>
      }
    >
      <div ref={setNodeRef} style={{ minHeight: 24 }}>
        <SortableContext
          items={block.stories.map((story) => storyKey(story.id))}
          strategy={verticalListSortingStrategy}
        >
          {block.stories.map((story) => (
            <TemplateStoryRow
              key={story.id}
              story={story}
              canEdit={canEdit}
              editing={editing}
              template={template}
            />
          ))}
        </SortableContext>
        {block.stories.length === 0 && (
          <Typography.Text type="secondary">{t('editor.noStories')}</Typography.Text>
        )}
      </div>
    </Card>
  );
}
