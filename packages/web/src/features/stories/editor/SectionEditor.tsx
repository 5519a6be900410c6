import { Button, Card, Dropdown, Flex, Input, Space, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  formatMmss,
  STORY_LIMITS,
  SUBSECTION_TYPES,
  type DeviceTemplate,
  type Media,
  type Section,
  type Subsection,
} from '@newsroom/domain';
import { MediaInsertButton } from '../../media';
import { IconButton } from '../../../shared/components';
import { cgFromTemplate } from './cgTemplates';
import { newSubsection, subsectionOps } from './editableStory';
import type { PickOption } from './PersonSelect';
import { SubsectionEditor } from './SubsectionEditor';

/** The cue in and cue out of a section, each with its input's test id. */
const CUES = [
  { field: 'cueIn', testId: 'story-section-cue-in' },
  { field: 'cueOut', testId: 'story-section-cue-out' },
] as const;

/** Props of {@link SectionEditor}. */
export interface SectionEditorProps {
  section: Section;
  /** The same section timed (durations computed live). */
  timed: Section | undefined;
  presenters: readonly PickOption[];
  defaultPresenterId: number | null;
  isReadOnly: boolean;
  onChange: (section: Section) => void;
  onRemove: () => void;
  /** The templates of the program's CG device, offered to insert a CG from (spec 1 §5). */
  cgTemplates?: readonly DeviceTemplate[];
}

/**
 * One section of the story (HEADER, LINK, VT, LIVE_VO, RECORDED_VO, FOOTER): its cue in and cue
 * out, its subsections in order, and its live duration (a VO section also shows its read).
 */
export function SectionEditor({
  section,
  timed,
  presenters,
  defaultPresenterId,
  isReadOnly,
  onChange,
  onRemove,
  cgTemplates = [],
}: SectionEditorProps) {
  const { t } = useTranslation('storyEditor');
  const isVo = section.type === 'LIVE_VO' || section.type === 'RECORDED_VO';
  const durations = new Map((timed?.subSections ?? []).map((s) => [s.uuid, s.durationMs]));
  const add = (type: Subsection['type']) =>
    onChange(subsectionOps.add(section, newSubsection(type, defaultPresenterId)));
  // A media picked in the media centre arrives as a ready MOS video named after it.
  const addMedia = (media: Media) =>
    onChange(
      subsectionOps.add(section, {
        ...newSubsection('MOS_VIDEO', null),
        slug: media.slug,
        media,
        status: 'ready',
      }),
    );

  const extra = (
    <Space size={4}>
      <Tag color="blue" data-testid="story-section-duration">
        {formatMmss(timed?.durationMs ?? 0)}
      </Tag>
      {isVo ? (
        <Tag title={t('section.voRead')}>
          {t('section.voReadShort', { time: formatMmss(timed?.voDurationMs ?? 0) })}
        </Tag>
      ) : null}
      <MediaInsertButton disabled={isReadOnly} onPick={addMedia} />
      <Dropdown
        trigger={['click']}
        disabled={isReadOnly}
        menu={{
          items: SUBSECTION_TYPES.map((type) => ({
            key: type,
            label: (
              <span data-testid={`story-add-subsection-${type}`}>
                {t(`subsectionTypes.${type}`)}
              </span>
            ),
          })),
          onClick: ({ key }) => add(key as Subsection['type']),
        }}
      >
        <Button size="small" icon={<PlusOutlined />} data-testid="story-add-subsection">
          {t('section.addSubsection')}
        </Button>
      </Dropdown>
      {cgTemplates.length > 0 ? (
        <Dropdown
          trigger={['click']}
          disabled={isReadOnly}
          menu={{
            items: cgTemplates.map((template) => ({
              key: String(template.number),
              label: (
                <span data-testid={`story-add-cg-template-${template.number}`}>
                  {t('cgTemplate.option', { number: template.number, name: template.name })}
                </span>
              ),
            })),
            onClick: ({ key }) => {
              const template = cgTemplates.find((c) => String(c.number) === key);
              if (template) onChange(subsectionOps.add(section, cgFromTemplate(template)));
            },
          }}
        >
          <Button size="small" icon={<PlusOutlined />} data-testid="story-add-cg-template">
            {t('cgTemplate.insert')}
          </Button>
        </Dropdown>
      ) : null}
      <IconButton
        type="text"
        hasTitleHint
        danger
        icon={<DeleteOutlined />}
        label={t('section.remove')}
        disabled={isReadOnly}
        onClick={onRemove}
        testId="story-section-remove"
      />
    </Space>
  );

  return (
    <Card
      size="small"
      title={t(`sectionTypes.${section.type}`)}
      extra={extra}
      data-testid="story-section"
      data-type={section.type}
    >
      <Flex vertical gap={8}>
        <Flex gap={8} wrap>
          {CUES.map(({ field, testId }) => (
            <Input
              key={field}
              value={section[field]}
              disabled={isReadOnly}
              placeholder={t(`section.${field}`)}
              aria-label={t(`section.${field}`)}
              maxLength={STORY_LIMITS.short}
              onChange={(event) => onChange({ ...section, [field]: event.target.value })}
              style={{ flex: 1, minWidth: 200 }}
              data-testid={testId}
            />
          ))}
        </Flex>
        {section.subSections.map((sub, index) => (
          <SubsectionEditor
            key={sub.uuid}
            sub={sub}
            durationMs={durations.get(sub.uuid) ?? 0}
            presenters={presenters}
            isReadOnly={isReadOnly}
            isFirst={index === 0}
            isLast={index === section.subSections.length - 1}
            onChange={(change) => onChange(subsectionOps.update(section, sub.uuid, change))}
            onMove={(offset) => onChange(subsectionOps.move(section, sub.uuid, offset))}
            onDuplicate={() => onChange(subsectionOps.duplicate(section, sub.uuid))}
            onRemove={() => onChange(subsectionOps.remove(section, sub.uuid))}
            cgTemplates={cgTemplates}
          />
        ))}
      </Flex>
    </Card>
  );
}
