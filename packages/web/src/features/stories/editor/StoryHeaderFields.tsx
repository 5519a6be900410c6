import { Col, Form, Input, Row, Switch } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { STORY_LIMITS, type StoryDocument } from '@newsroom/domain';
import { useCompanyData } from '../../companyData';
import { DurationInput } from '../../rundownTemplates';
import { fetchProgramPeople, storyKeys } from '../api/storiesApi';
import type { EditableStory } from './editableStory';
import { PersonSelect, type PickOption } from './PersonSelect';
import { StorySharing } from './StorySharing';

/** Props of {@link StoryHeaderFields}. */
export interface StoryHeaderFieldsProps {
  story: EditableStory;
  document: StoryDocument;
  /** Computed VT (from the VT section's videos), shown while the VT is not manual. */
  computedVtMs: number;
  isReadOnly: boolean;
  isSlugMissing: boolean;
  onSlugChange: (slug: string) => void;
  onChange: (change: Partial<EditableStory>) => void;
  onDocumentChange: (document: StoryDocument) => void;
}

/**
 * The story's header (spec 2 "Story"): slug (upper case, required), type, editor, image editor,
 * reporter, media code, estimated, manual VT, radio and information; the owner also shares it
 * (private, allowed users).
 */
export function StoryHeaderFields({
  story,
  document,
  computedVtMs,
  isReadOnly,
  isSlugMissing,
  onSlugChange,
  onChange,
  onDocumentChange,
}: StoryHeaderFieldsProps) {
  const { t } = useTranslation('storyEditor');
  const companyData = useCompanyData();
  const programId = document.programId;
  const imageEditors = useQuery({
    queryKey: storyKeys.programPeople(programId ?? 0, 'imageEditors'),
    queryFn: () => fetchProgramPeople(programId ?? 0, 'imageEditors'),
    enabled: programId !== null,
    staleTime: 60_000,
    meta: { isSilent: true },
  });
  const data = companyData.data;
  const users = data?.users ?? [];
  // Each role offers its own people, or every user while the role has nobody.
  const orUsers = (people: readonly PickOption[] | undefined) =>
    people && people.length > 0 ? people : users;
  const peopleFields = [
    {
      field: 'editorId',
      label: t('fields.editor'),
      testId: 'story-editor',
      options: orUsers(data?.editors),
      isLoading: companyData.isLoading,
    },
    {
      field: 'imageEditorId',
      label: t('fields.imageEditor'),
      testId: 'story-image-editor',
      options: orUsers(programId === null ? undefined : imageEditors.data),
      isLoading: companyData.isLoading || imageEditors.isLoading,
    },
    {
      field: 'reporterId',
      label: t('fields.reporter'),
      testId: 'story-reporter',
      options: orUsers(data?.reporters),
      isLoading: companyData.isLoading,
    },
  ] as const;

  return (
    <Form layout="vertical" component="div" size="small" disabled={isReadOnly}>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item
            label={t('fields.slug')}
            required
            validateStatus={isSlugMissing ? 'error' : undefined}
            help={isSlugMissing ? t('validation:required') : undefined}
          >
            <Input
              value={story.slug}
              maxLength={STORY_LIMITS.slug}
              showCount
              onChange={(event) => onSlugChange(event.target.value)}
              data-testid="story-slug"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={t('fields.type')}>
            <PersonSelect
              value={story.typeId}
              options={data?.types ?? []}
              isLoading={companyData.isLoading}
              onChange={(typeId) => onChange({ typeId })}
              ariaLabel={t('fields.type')}
              testId="story-type"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item label={t('fields.mediaCode')}>
            <Input
              value={story.mediaCode}
              maxLength={STORY_LIMITS.mediaCode}
              onChange={(event) => onChange({ mediaCode: event.target.value })}
              data-testid="story-media-code"
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={12}>
        {peopleFields.map(({ field, label, testId, options, isLoading }) => (
          <Col key={field} xs={24} md={8}>
            <Form.Item label={label}>
              <PersonSelect
                value={story[field]}
                options={options}
                isLoading={isLoading}
                onChange={(id) => onChange({ [field]: id })}
                ariaLabel={label}
                testId={testId}
              />
            </Form.Item>
          </Col>
        ))}
      </Row>
      <Row gutter={12} align="bottom">
        <Col>
          <Form.Item label={t('fields.estimated')}>
            <DurationInput
              value={story.estimatedMs}
              onCommit={(estimatedMs) => onChange({ estimatedMs })}
              disabled={isReadOnly}
              ariaLabel={t('fields.estimated')}
              testId="story-estimated"
            />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item label={t('fields.manualVt')}>
            <Switch
              checked={story.manualVt}
              onChange={(manualVt) =>
                onChange(manualVt ? { manualVt, vtMs: computedVtMs } : { manualVt })
              }
              data-testid="story-manual-vt"
            />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item label={t('fields.vtDuration')}>
            <DurationInput
              value={story.manualVt ? story.vtMs : computedVtMs}
              onCommit={(vtMs) => onChange({ vtMs })}
              disabled={isReadOnly || !story.manualVt}
              ariaLabel={t('fields.vtDuration')}
              testId="story-vt-duration"
            />
          </Form.Item>
        </Col>
        <Col>
          <Form.Item label={t('fields.radio')}>
            <Switch
              checked={story.radio}
              onChange={(radio) => onChange({ radio })}
              data-testid="story-radio"
            />
          </Form.Item>
        </Col>
        {document.abilities.canShare ? (
          <StorySharing document={document} onDocumentChange={onDocumentChange} />
        ) : null}
      </Row>
      <Form.Item label={t('fields.information')}>
        <Input.TextArea
          value={story.information}
          maxLength={STORY_LIMITS.information}
          autoSize={{ minRows: 2, maxRows: 8 }}
          onChange={(event) => onChange({ information: event.target.value })}
          data-testid="story-information"
        />
      </Form.Item>
    </Form>
  );
}
