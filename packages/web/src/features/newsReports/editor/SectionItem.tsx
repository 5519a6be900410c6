import { Card, Checkbox, Flex, Input, Select, Switch, Typography } from 'antd';
import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  NEWS_REPORT_SECTION_TYPES,
  UNTIMED_SECTION_TYPES,
  type NewsReportSection,
} from '@newsroom/domain';
import { DurationInput } from '../../rundownTemplates';
import { ItemActions, removeAction, useSortableItem } from '../../../shared/documentEditor';

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
  const { setNodeRef, style, handle } = useSortableItem({
    id: section.uuid,
    disabled,
    dragLabel: t('editor.sections.drag'),
  });
  const isTimed = !UNTIMED_SECTION_TYPES.includes(section.type);
  return (
    <Card
      ref={setNodeRef}
      size="small"
      data-testid="news-report-section"
      data-type={section.type}
      style={style}
      title={
        <Flex gap={8} align="center">
          {handle}
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
          <ItemActions
            disabled={disabled}
            actions={[
              {
                icon: <ArrowUpOutlined />,
                label: t('editor.sections.moveUp'),
                testId: 'news-report-section-up',
                onClick: () => onMove(-1),
                isDisabled: isFirst,
              },
              {
                icon: <ArrowDownOutlined />,
                label: t('editor.sections.moveDown'),
                testId: 'news-report-section-down',
                onClick: () => onMove(1),
                isDisabled: isLast,
              },
              removeAction(t('editor.sections.remove'), 'news-report-section-remove', onRemove),
            ]}
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
