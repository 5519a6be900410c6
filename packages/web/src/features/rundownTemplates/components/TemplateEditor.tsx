import { useState, type ReactNode } from 'react';
import {
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Space,
  Spin,
  Tag,
  Tooltip,
  Typography,
} from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
  NumberOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import {
  DndContext,
  PointerSensor,
  KeyboardSensor,
  closestCenter,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import {
  formatMmss,
  type MoveTemplateStory,
  type RundownTemplate,
  type TemplateBlock,
  type TemplateStory,
} from '@newsroom/domain';
import { useTemplateEditing } from '../hooks/useTemplateEditing';
import { DurationInput } from './DurationInput';

/** Props of {@link TemplateEditor}. */
export interface TemplateEditorProps {
  templateId: number;
  canEdit: boolean;
  /** The template was removed (here or by someone else). */
  onRemoved: () => void;
}

const storyKey = (id: number) => `story-${id}`;
const blockKey = (id: number) => `block-${id}`;

/** A text field that saves when left or on Enter, and only when changed. */
function CommitInput(props: {
  value: string;
  onCommit: (value: string) => void;
  disabled: boolean;
  placeholder?: string;
  testId: string;
  maxLength: number;
}) {
  const [text, setText] = useState(props.value);
  const [seen, setSeen] = useState(props.value);
  if (seen !== props.value) {
    setSeen(props.value);
    setText(props.value);
  }
  const commit = () => {
    if (text.trim() !== props.value) props.onCommit(text.trim());
  };
  return (
    <Input
      value={text}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onPressEnter={commit}
      disabled={props.disabled}
      placeholder={props.placeholder}
      maxLength={props.maxLength}
      data-testid={props.testId}
      variant="borderless"
    />
  );
}

/** Where a dragged story lands: before the story it was dropped on, or at the end of a block. */
export function dropTarget(
  template: RundownTemplate,
  storyId: number,
  overId: string,
): MoveTemplateStory | null {
  const blockMatch = /^block-(\d+)$/.exec(overId);
  if (blockMatch) return { storyId, targetBlockId: Number(blockMatch[1]), targetStoryId: null };
  const overStory = Number(/^story-(\d+)$/.exec(overId)?.[1]);
  if (!overStory || overStory === storyId) return null;
  const block = template.blocks.find((b) => b.stories.some((s) => s.id === overStory));
  if (!block) return null;
  const from = block.stories.findIndex((s) => s.id === storyId);
  const to = block.stories.findIndex((s) => s.id === overStory);
  // Dragged down within its block, it takes the place of the story it is over: before the next.
  const target = from >= 0 && from < to ? (block.stories[to + 1]?.id ?? null) : overStory;
  return { storyId, targetBlockId: block.id, targetStoryId: target };
}

/** Moves for the up/down buttons: one place, crossing into the neighbouring block at the edges. */
export function stepMove(
  template: RundownTemplate,
  storyId: number,
  step: -1 | 1,
): MoveTemplateStory | null {
  const blockIndex = template.blocks.findIndex((b) => b.stories.some((s) => s.id === storyId));
  const block = template.blocks[blockIndex];
  if (!block) return null;
  const at = block.stories.findIndex((s) => s.id === storyId);
  if (step === -1) {
    if (at > 0)
      return { storyId, targetBlockId: block.id, targetStoryId: block.stories[at - 1]!.id };
    const previous = template.blocks[blockIndex - 1];
    return previous ? { storyId, targetBlockId: previous.id, targetStoryId: null } : null;
  }
  if (at < block.stories.length - 1) {
    return { storyId, targetBlockId: block.id, targetStoryId: block.stories[at + 2]?.id ?? null };
  }
  const next = template.blocks[blockIndex + 1];
  return next
    ? { storyId, targetBlockId: next.id, targetStoryId: next.stories[0]?.id ?? null }
    : null;
}

function StoryRow({
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

function BlockCard({
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
            <StoryRow
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

/**
 * The template editor: its name, blocks (the Standby block last and fixed) and placeholder
 * stories, edited inline; stories move by dragging or with the arrows.
 */
export function TemplateEditor({ templateId, canEdit, onRemoved }: TemplateEditorProps) {
  const { t } = useTranslation('rundownTemplate');
  const editing = useTemplateEditing(templateId, onRemoved);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const template = editing.query.data;
  if (editing.query.isPending) return <Spin />;
  if (!template) return <Empty />;

  const onDragEnd = (event: DragEndEvent) => {
    const storyId = Number(/^story-(\d+)$/.exec(String(event.active.id))?.[1]);
    if (!storyId || !event.over) return;
    const move = dropTarget(template, storyId, String(event.over.id));
    if (move) void editing.move(move);
  };
  const total = template.blocks
    .filter((block) => !block.isStandbyBlock)
    .reduce(
      (sum, block) =>
        sum + block.commercialMs + block.stories.reduce((s, story) => s + story.estimatedMs, 0),
      0,
    );

  return (
    <Flex vertical gap={12} data-testid="template-editor">
      <Flex align="center" gap={8} wrap>
        <Typography.Title
          level={4}
          style={{ margin: 0 }}
          editable={
            canEdit
              ? {
                  onChange: (name) => {
                    if (name.trim() && name.trim() !== template.name)
                      void editing.rename(name.trim());
                  },
                  maxLength: 120,
                }
              : false
          }
        >
          {template.name}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t('editor.total', { total: formatMmss(total) })}
        </Typography.Text>
        <span style={{ flex: 1 }} />
        {canEdit && (
          <>
            <Button
              icon={<PlusOutlined />}
              onClick={() => void editing.addBlock()}
              data-testid="add-block"
            >
              {t('editor.addBlock')}
            </Button>
            <Button
              icon={<NumberOutlined />}
              onClick={() => void editing.repaginate()}
              data-testid="repaginate"
            >
              {t('editor.repaginate')}
            </Button>
          </>
        )}
      </Flex>
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
        {template.blocks.map((block) => (
          <BlockCard
            key={block.id}
            block={block}
            canEdit={canEdit}
            editing={editing}
            template={template}
          />
        ))}
      </DndContext>
    </Flex>
  );
}
