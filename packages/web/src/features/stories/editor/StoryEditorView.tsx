import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Button, Card, Flex, Space, Tag, Typography } from 'antd';
import { CloseOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readRateFrom, timeStory, type StoryDocument } from '@newsroom/domain';
import {
  EditorNotices,
  useDocumentEditor,
  type EditorStatus,
  type EditSession,
} from '../../../shared/documentEditor';
import { PendingDraftAlert } from '../../../shared/drafts';
import { formatDateTime, isLocale } from '../../../shared/i18n';
import { StoryVersionsDialog } from '../revisions/StoryVersionsDialog';
import { fetchStoryConfig, fetchStoryRevisions, storyKeys } from '../api/storiesApi';
import { isSlugValid, toEditable, type EditableStory } from './editableStory';
import { StoryHeaderFields } from './StoryHeaderFields';
import { StorySections } from './StorySections';
import { StoryTotals } from './StoryTotals';
import type { StoryFormProps } from './StoryForm.props';
import { DocumentAttachments } from '../../workspaces';

/** Props of {@link StoryEditorView}. */
export interface StoryEditorViewProps extends StoryFormProps {
  /** The story as this load opened it. */
  story: StoryDocument;
  session: EditSession<StoryDocument, EditableStory, EditableStory>;
}

/**
 * The story editor of one load: header, totals, sections, save (button and Ctrl+S), versions,
 * close, the lock banner or why the story is read-only, the pending-draft prompt and the
 * conflict action.
 */
export function StoryEditorView({
  storyId,
  story,
  session,
  onClose,
  onTitleChange,
  closeRequest,
}: StoryEditorViewProps) {
  const { t, i18n } = useTranslation('storyEditor');
  const titleRef = useRef(onTitleChange);
  useEffect(() => {
    titleRef.current = onTitleChange;
  });
  const handleStatus = useCallback(
    ({ title, isDirty }: EditorStatus) => titleRef.current?.(isDirty ? `${title} *` : title),
    [],
  );
  const editor = useDocumentEditor(session, {
    initial: () => toEditable(story),
    onClose,
    onStatusChange: handleStatus,
    closeRequest,
    testIdPrefix: 'story',
  });
  const { current, refusal, draft } = editor;
  const document = editor.record ?? story;
  const isReadOnly = !editor.canEdit;
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);

  const config = useQuery({
    queryKey: storyKeys.config,
    queryFn: fetchStoryConfig,
    staleTime: 60_000,
    meta: { isSilent: true },
  });
  const timing = useMemo(
    () =>
      timeStory(
        current.sections,
        readRateFrom(config.data ?? null),
        current.manualVt ? current.vtMs : null,
      ),
    [config.data, current.sections, current.manualVt, current.vtMs],
  );
  const computedVtMs = timing.sections.find((s) => s.type === 'VT')?.durationMs ?? 0;
  const locale = isLocale(i18n.language) ? i18n.language : 'pt_BR';

  return (
    <Flex
      vertical
      gap="small"
      data-testid="story-form"
      data-story-id={storyId}
      data-dirty={editor.isDirty}
      onKeyDown={editor.handleKeyDown}
    >
      {editor.modalHolder}
      <EditorNotices editor={editor} />
      <PendingDraftAlert
        pending={draft.pending}
        savedVersion={document.version}
        onRestore={() => editor.setCurrent(draft.restore())}
        onDiscard={draft.discard}
        testIdPrefix="story-draft"
      />
      {refusal === 'conflict' ? (
        <Alert
          type="error"
          showIcon
          data-testid="story-conflict"
          title={t('save.conflict')}
          action={
            <Button
              size="small"
              loading={editor.isReloading}
              onClick={() => void editor.reload(false)}
              data-testid="story-load-latest"
            >
              {t('save.loadLatest')}
            </Button>
          }
        />
      ) : null}
      {refusal === 'offline' ? (
        <Alert type="warning" showIcon data-testid="story-offline" title={t('save.keptLocally')} />
      ) : null}
      {document.visible ? null : (
        <Alert type="info" showIcon data-testid="story-private" title={t('privateStory')} />
      )}
      <Flex gap="small" align="center" wrap justify="space-between">
        <Space wrap>
          <Button
            type="primary"
            icon={<SaveOutlined />}
            loading={editor.isSaving}
            disabled={isReadOnly}
            onClick={() => void editor.save()}
            title={t('save.shortcut')}
            data-testid="story-save"
          >
            {t('save.button')}
          </Button>
          <Button
            icon={<HistoryOutlined />}
            onClick={() => setIsVersionsOpen(true)}
            data-testid="story-versions"
          >
            {t('versions')}
          </Button>
          <Button icon={<CloseOutlined />} onClick={editor.requestClose} data-testid="story-close">
            {t('common:close')}
          </Button>
          {editor.isDirty ? <Tag color="orange">{t('unsavedTag')}</Tag> : null}
          {isReadOnly ? <Tag>{t('readOnly')}</Tag> : null}
        </Space>
        <Typography.Text type="secondary">
          {t('changedBy', {
            nickname: document.authorNickname,
            date: formatDateTime(new Date(document.changeDate), locale),
          })}
        </Typography.Text>
      </Flex>
      <StoryTotals times={timing.times} estimatedMs={current.estimatedMs} />
      <StoryHeaderFields
        story={current}
        document={document}
        computedVtMs={computedVtMs}
        isReadOnly={isReadOnly}
        isSlugMissing={Boolean(editor.errors.slug) && !isSlugValid(current.slug)}
        onSlugChange={(slug) => editor.update({ slug: slug.toUpperCase() })}
        onChange={editor.update}
        onDocumentChange={editor.adopt}
      />
      <StorySections
        sections={current.sections}
        timed={timing.sections}
        programId={document.programId}
        isReadOnly={isReadOnly}
        onChange={(sections) => editor.update({ sections })}
        story={{ storyUuid: document.uuid, rundownId: document.rundownId }}
      />
      {document.visible && (
        <Card size="small" title={t('workspaces:attachments.title')}>
          <DocumentAttachments kindPath="/stories" documentId={storyId} canAttach={!isReadOnly} />
        </Card>
      )}
      <StoryVersionsDialog
        open={isVersionsOpen}
        onClose={() => setIsVersionsOpen(false)}
        load={() => fetchStoryRevisions(storyId)}
      />
    </Flex>
  );
}
