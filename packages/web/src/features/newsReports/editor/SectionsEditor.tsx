import { Button, Empty, Flex, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  moveIndexed,
  NEWS_REPORT_SECTION_TYPES,
  setSectionManual,
  timeSections,
  type NewsReportSection,
} from '@newsroom/domain';
import { withNewSection } from './editableNewsReport';
import { SectionItem } from './SectionItem';
import { SortableItems } from '../../../shared/documentEditor';

/** Props of {@link SectionsEditor}. */
export interface SectionsEditorProps {
  sections: readonly NewsReportSection[];
  /** The reporter's read rate, seconds per character. */
  readRate: number;
  disabled?: boolean;
  onChange: (sections: NewsReportSection[]) => void;
}

/**
 * The script's sections (spec 2 §4): add buttons per type, drag-and-drop and up/down moves,
 * removal; indexes renumbered and durations recomputed after every change.
 */
export function SectionsEditor({ sections, readRate, disabled, onChange }: SectionsEditorProps) {
  const { t } = useTranslation('newsReport');
  const commit = (next: readonly NewsReportSection[]) => onChange(timeSections(next, readRate));
  const move = (from: number, to: number) => commit(moveIndexed(sections, from, to));

  return (
    <Flex vertical gap={8} data-testid="news-report-sections">
      <Typography.Title level={5} style={{ margin: 0 }}>
        {t('editor.sections.title')}
      </Typography.Title>
      {sections.length === 0 && (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('editor.sections.empty')} />
      )}
      <SortableItems ids={sections.map((s) => s.uuid)} onMove={move}>
        {sections.map((section, position) => (
          <SectionItem
            key={section.uuid}
            section={section}
            isFirst={position === 0}
            isLast={position === sections.length - 1}
            disabled={disabled}
            onChange={(patch) =>
              commit(sections.map((s) => (s.uuid === section.uuid ? { ...s, ...patch } : s)))
            }
            onManualChange={(manual) =>
              commit(
                sections.map((s) =>
                  s.uuid === section.uuid ? setSectionManual(s, manual, readRate) : s,
                ),
              )
            }
            onMove={(step) => move(position, position + step)}
            onRemove={() => commit(sections.filter((s) => s.uuid !== section.uuid))}
          />
        ))}
      </SortableItems>
      <Flex gap={6} wrap>
        {NEWS_REPORT_SECTION_TYPES.map((type) => (
          <Button
            key={type}
            size="small"
            icon={<PlusOutlined />}
            disabled={disabled}
            onClick={() => commit(withNewSection(sections, type))}
            data-testid={`news-report-add-section-${type}`}
          >
            {t(`editor.sections.types.${type}`)}
          </Button>
        ))}
      </Flex>
    </Flex>
  );
}
