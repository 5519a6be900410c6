import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { NumberOutlined, PlusOutlined } from '@ant-design/icons';
import {
  DndContext,
  PointerSensor,
  KeyboardSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';
import { formatMmss } from '@newsroom/domain';
import { useTemplateEditing } from '../hooks/useTemplateEditing';
import { TemplateBlockCard } from './TemplateBlockCard';
import { dropTarget } from './templateMoves';

/** Props of {@link TemplateEditor}. */
export interface TemplateEditorProps {
  templateId: number;
  canEdit: boolean;
  /** The template was removed (here or by someone else). */
  onRemoved: () => void;
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
          <TemplateBlockCard
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
