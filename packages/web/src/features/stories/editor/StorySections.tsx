import { Button, Dropdown, Empty, Flex } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Section, SectionType } from '@newsroom/domain';
import { fetchProgram, fetchProgramPeople, storyKeys } from '../api/storiesApi';
import { useProgramCgTemplates } from './cgTemplates';
import { addSection, missingSectionTypes, removeSection, updateSection } from './editableStory';
import { SectionEditor } from './SectionEditor';
import { SectionDropZone, StoryPlugins, type PluginStoryContext } from '../plugins';

/** The program's presenters (the read-text picker) and its default presenter. */
export function useProgramPresenters(programId: number | null) {
  const program = useQuery({
    queryKey: storyKeys.program(programId ?? 0),
    queryFn: () => fetchProgram(programId ?? 0),
    enabled: programId !== null,
    staleTime: 60_000,
    meta: { isSilent: true },
  });
  const presenters = useQuery({
    queryKey: storyKeys.programPeople(programId ?? 0, 'presenters'),
    queryFn: () => fetchProgramPeople(programId ?? 0, 'presenters'),
    enabled: programId !== null,
    staleTime: 60_000,
    meta: { isSilent: true },
  });
  return {
    presenters: presenters.data ?? [],
    defaultPresenterId: program.data?.defaultPresenterId ?? null,
  };
}

/** Props of {@link StorySections}. */
export interface StorySectionsProps {
  sections: Section[];
  /** The sections timed live (air order). */
  timed: Section[];
  programId: number | null;
  isReadOnly: boolean;
  onChange: (sections: Section[]) => void;
  /** The story as MOS plug-ins are told of it; without it no plug-in is offered. */
  story?: PluginStoryContext;
}

/** The story's sections in air order, and the menu adding a section of a type not yet present. */
export function StorySections({
  sections,
  timed,
  programId,
  isReadOnly,
  onChange,
  story,
}: StorySectionsProps) {
  const { t } = useTranslation('storyEditor');
  const { presenters, defaultPresenterId } = useProgramPresenters(programId);
  const cgTemplates = useProgramCgTemplates(programId);
  const missing = missingSectionTypes(sections);
  const timedOf = (type: SectionType) => timed.find((s) => s.type === type);
  const content = (
    <Flex vertical gap="small">
      {sections.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('section.none')} />
      ) : null}
      {sections.map((section) => (
        <SectionDropZone key={section.type} section={section.type} isReadOnly={isReadOnly}>
          <SectionEditor
            section={section}
            timed={timedOf(section.type)}
            presenters={presenters}
            defaultPresenterId={defaultPresenterId}
            isReadOnly={isReadOnly}
            onChange={(next) => onChange(updateSection(sections, section.type, () => next))}
            onRemove={() => onChange(removeSection(sections, section.type))}
            cgTemplates={cgTemplates}
          />
        </SectionDropZone>
      ))}
      <Dropdown
        trigger={['click']}
        disabled={isReadOnly || missing.length === 0}
        menu={{
          items: missing.map((type) => ({
            key: type,
            label: (
              <span data-testid={`story-add-section-${type}`}>{t(`sectionTypes.${type}`)}</span>
            ),
          })),
          onClick: ({ key }) => onChange(addSection(sections, key as SectionType)),
        }}
      >
        <Button
          icon={<PlusOutlined />}
          style={{ alignSelf: 'flex-start' }}
          data-testid="story-add-section"
        >
          {t('section.add')}
        </Button>
      </Dropdown>
    </Flex>
  );
  if (!story) return content;
  return (
    <StoryPlugins story={story} sections={sections} isReadOnly={isReadOnly} onChange={onChange}>
      {content}
    </StoryPlugins>
  );
}
