import { Button, Flex, Typography } from 'antd';
import { CopyOutlined, DeleteOutlined, EditOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { NewsReportCg } from '@newsroom/domain';

/** Props of {@link CgItem}. */
export interface CgItemProps {
  cg: NewsReportCg;
  disabled?: boolean;
  onEdit: () => void;
  onDuplicate: () => void;
  onRemove: () => void;
}

/** What a CG shows in the list: its template and field values, or its MOS slug. */
function cgSummary(cg: NewsReportCg): { title: string; values: string } {
  if (cg.ciiData) {
    const { templateCode, templateName, fields } = cg.ciiData;
    return {
      title: [templateCode, templateName].filter(Boolean).join(' · '),
      values: fields
        .map((f) => f.value)
        .filter(Boolean)
        .join(' / '),
    };
  }
  return { title: cg.mosData?.slug ?? '', values: cg.mosData?.mosAbstract ?? '' };
}

/** One CG of the panel: drag handle, summary, edit, duplicate and remove. */
export function CgItem({ cg, disabled, onEdit, onDuplicate, onRemove }: CgItemProps) {
  const { t } = useTranslation('newsReport');
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: cg.uuid,
    disabled,
  });
  const summary = cgSummary(cg);
  return (
    <Flex
      ref={setNodeRef}
      gap={8}
      align="center"
      data-testid="news-report-cg"
      data-uuid={cg.uuid}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
        borderBottom: '1px solid rgba(128,128,128,0.15)',
        padding: '4px 0',
      }}
    >
      {!disabled && (
        <HolderOutlined
          {...attributes}
          {...listeners}
          aria-label={t('editor.cgs.drag')}
          style={{ cursor: 'grab' }}
        />
      )}
      <Typography.Text type="secondary">{cg.index + 1}</Typography.Text>
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {summary.title || t('editor.cgs.untitled')}
        </Typography.Text>
        <Typography.Text ellipsis data-testid="news-report-cg-values">
          {summary.values}
        </Typography.Text>
      </Flex>
      <Button
        type="text"
        size="small"
        icon={<EditOutlined />}
        disabled={disabled}
        onClick={onEdit}
        aria-label={t('editor.cgs.edit')}
        data-testid="news-report-cg-edit"
      />
      <Button
        type="text"
        size="small"
        icon={<CopyOutlined />}
        disabled={disabled}
        onClick={onDuplicate}
        aria-label={t('editor.cgs.duplicate')}
        data-testid="news-report-cg-duplicate"
      />
      <Button
        type="text"
        size="small"
        danger
        icon={<DeleteOutlined />}
        disabled={disabled}
        onClick={onRemove}
        aria-label={t('editor.cgs.remove')}
        data-testid="news-report-cg-remove"
      />
    </Flex>
  );
}
