import { Button, Card, Checkbox, Flex, Input, Select, Switch, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import {
  NEWS_REPORT_SECTION_TYPES,
  UNTIMED_SECTION_TYPES,
  type NewsReportSection,
} from '@newsroom/domain';
import { DurationInput } from '../../rundownTemplates';

/** Props of {@link SectionItem}. */
export interface SectionItemProps {
  section: NewsReportSection;
  isFirst: boolean;
  isLast: boolean;
  disabled?: boolean;
  onChange: (patch: Partial<NewsReportSection>) => void;
  onManualChange: (manual: boolean) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}

/**
 * One section of the script (spec 2 §3, §4): type, content, observation, its duration (computed
 * from the read rate, or typed as mm:ss once manual; none for art and soundup), approved tick,
 * drag handle, move up/down and remove.
 */
export function SectionItem({
  section,
  isFirst,
  isLast,
  disabled,
  onChange,
  onManualChange,
  onMove,
  onRemove,
}: SectionItemProps) {
  const { t } = useTranslation('newsReport');
  const { setNodeRef, transform, transition, isDragging, attributes, listeners } = useSortable({
    id: section.uuid,
    disabled,
  });
  const isTimed = !UNTIMED_SECTION_TYPES.includes(section.type);
  return (
    <Card
      ref={setNodeRef}
      size="small"
      data-testid="news-report-section"
      data-type={section.type}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.5 : 1,
      }}
      title={
        <Flex gap={8} align="center">
          {!disabled && (
            <HolderOutlined
              {...attributes}
              {...listeners}
              aria-label={t('editor.sections.drag')}
              style={{ cursor: 'grab' }}
            />
          )}
          <Typography.Text type="secondary">{section.index + 1}</Typography.Text>
          <Select
            size="small"
            value={section.type}
            disabled={disabled}
            onChange={(type) => onChange({ type })}
            options={NEWS_REPORT_SECTION_TYPES.map((type) => ({
              value: type,
              label: t(`editor.sections.types.${type}`),
            }))}
            style={{ width: 150 }}
            data-testid="news-report-section-type"
          />
        </Flex>
      }
      extra={
        <Flex gap={8} align="center">
          {isTimed && (
            <>
              <Switch
                size="small"
                checked={section.manual}
                disabled={disabled}
                onChange={onManualChange}
                aria-label={t('editor.sections.manual')}
                data-testid="news-report-section-manual"
              />
              <Typography.Text type="secondary">{t('editor.sections.manual')}</Typography.Text>
              <DurationInput
                value={section.durationMs}
                disabled={disabled || !section.manual}
                onCommit={(durationMs) => onChange({ durationMs })}
                ariaLabel={t('editor.sections.duration')}
                testId="news-report-section-duration"
              />
            </>
          )}
          <Checkbox
            checked={section.approved}
            disabled={disabled}
            onChange={(e) => onChange({ approved: e.target.checked })}
            data-testid="news-report-section-approved"
          >
            {t('editor.sections.approved')}
          </Checkbox>
          <Button
            type="text"
            size="small"
            icon={<ArrowUpOutlined />}
            disabled={disabled || isFirst}
            onClick={() => onMove(-1)}
            aria-label={t('editor.sections.moveUp')}
            data-testid="news-report-section-up"
          />
          <Button
            type="text"
            size="small"
            icon={<ArrowDownOutlined />}
            disabled={disabled || isLast}
            onClick={() => onMove(1)}
            aria-label={t('editor.sections.moveDown')}
            data-testid="news-report-section-down"
          />
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            disabled={disabled}
            onClick={onRemove}
            aria-label={t('editor.sections.remove')}
            data-testid="news-report-section-remove"
          />
        </Flex>
      }
    >
      <Input.TextArea
        value={section.content}
        autoSize={{ minRows: 2 }}
        disabled={disabled}
        placeholder={t('editor.sections.content')}
        aria-label={t('editor.sections.content')}
        onChange={(e) => onChange({ content: e.target.value })}
        data-testid="news-report-section-content"
      />
      <Input
        value={section.observation}
        disabled={disabled}
        placeholder={t('editor.sections.observation')}
        aria-label={t('editor.sections.observation')}
        onChange={(e) => onChange({ observation: e.target.value })}
        style={{ marginTop: 6 }}
        data-testid="news-report-section-observation"
      />
    </Card>
  );
}
