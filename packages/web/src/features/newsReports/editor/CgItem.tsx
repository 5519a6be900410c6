import { Flex, Typography } from 'antd';
import { CopyOutlined, EditOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NewsReportCg } from '@newsroom/domain';
import { ItemActions, removeAction, useSortableItem } from '../../../shared/documentEditor';

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
  const { setNodeRef, style, handle } = useSortableItem({
    id: cg.uuid,
    disabled,
    dragLabel: t('editor.cgs.drag'),
  });
  const summary = cgSummary(cg);
  return (
    <Flex
      ref={setNodeRef}
      gap={8}
      align="center"
      data-testid="news-report-cg"
      data-uuid={cg.uuid}
      style={{ ...style, borderBottom: '1px solid rgba(128,128,128,0.15)', padding: '4px 0' }}
    >
      {handle}
      <Typography.Text type="secondary">{cg.index + 1}</Typography.Text>
      <Flex vertical style={{ flex: 1, minWidth: 0 }}>
        <Typography.Text strong ellipsis>
          {summary.title || t('editor.cgs.untitled')}
        </Typography.Text>
        <Typography.Text ellipsis data-testid="news-report-cg-values">
          {summary.values}
        </Typography.Text>
      </Flex>
      <ItemActions
        disabled={disabled}
        actions={[
          {
            icon: <EditOutlined />,
            label: t('editor.cgs.edit'),
            testId: 'news-report-cg-edit',
            onClick: onEdit,
          },
          {
            icon: <CopyOutlined />,
            label: t('editor.cgs.duplicate'),
            testId: 'news-report-cg-duplicate',
            onClick: onDuplicate,
          },
          removeAction(t('editor.cgs.remove'), 'news-report-cg-remove', onRemove),
        ]}
      />
    </Flex>
  );
}
