import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Alert, Button, Flex, Modal, Space, Tag, Typography } from 'antd';
import { CloseOutlined, HistoryOutlined, SaveOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { readRateFrom, timeStory } from '@newsroom/domain';
import { useDraft } from '../../../shared/drafts';
import { formatDateTime, isLocale } from '../../../shared/i18n';
import { LockBanner, type DocumentLockState } from '../../../shared/locks';
import { StoryVersionsDialog } from '../revisions/StoryVersionsDialog';
import { fetchStoryConfig, fetchStoryRevisions, storyKeys } from '../api/storiesApi';
import { isSameStory } from './editableStory';
import { StoryHeaderFields } from './StoryHeaderFields';
import { StorySections } from './StorySections';
import { StoryTotals } from './StoryTotals';
import type { StoryFormProps } from './StoryForm';
import { useStoryEditor } from './useStoryEditor';
import type { LoadedStory } from './useStoryLoad';

/** Props of {@link StoryEditorView}. */
export interface StoryEditorViewProps extends StoryFormProps {
  loaded: LoadedStory;
  lock: DocumentLockState;
  onReload: (takeOver: boolean) => Promise<void>;
}

/**
 * The story editor of one load: header, totals, sections, save (button and Ctrl+S), versions,
 * close, the lock banner, the pending-draft prompt and the conflict action.
 */
export function StoryEditorView({
  storyId,
  loaded,
  lock,
  onReload,
  onClose,
  onTitleChange,
  closeRequest,
}: StoryEditorViewProps) {
  const { t, i18n } = useTranslation('storyEditor');
  const editor = useStoryEditor(storyId, loaded);
  const { current, document, isReadOnly, refusal } = editor;
  const [modal, modalHolder] = Modal.useModal();
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const [isReloading, setIsReloading] = useState(false);

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

  const title = current.slug.trim() || t('newTitle');
  const draft = useDraft({
    section: 'story',
    uuid: document.uuid,
    saved: editor.saved,
    current,
    baseVersion: document.version,
    title,
    href: window.location.href,
    isEqual: isSameStory,
    enabled: !isReadOnly,
  });

  const tabTitle = editor.isDirty ? `${title} *` : title;
  const titleRef = useRef(onTitleChange);
  useEffect(() => {
    titleRef.current = onTitleChange;
  });
  useEffect(() => {
    titleRef.current?.(tabTitle);
  }, [tabTitle]);

  const reload = async (takeOver: boolean) => {
    setIsReloading(true);
    try {
      await onReload(takeOver);
    } finally {
      setIsReloading(false);
    }
  };

  const requestClose = () => {
    if (isReadOnly || !editor.isDirty) {
      onClose();
      return;
    }
    void modal.confirm({
      title: t('unsaved:confirm'),
      okText: t('yes'),
      cancelText: t('no'),
      closable: false,
      maskClosable: false,
      keyboard: false,
      onOk: async () => {
        if (await editor.save()) onClose();
      },
      onCancel: () => {
        editor.setCurrent(editor.saved);
        draft.discard();
        onClose();
      },
    });
  };
  const closeRef = useRef(requestClose);
  useEffect(() => {
    closeRef.current = requestClose;
  });
  // Only a request made while this editor is open counts (not one from before a reload).
  const seenCloseRequest = useRef(closeRequest);
  useEffect(() => {
    if (closeRequest === seenCloseRequest.current) return;
    seenCloseRequest.current = closeRequest;
    closeRef.current();
  }, [closeRequest]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 's') {
      event.preventDefault();
      if (!isReadOnly) void editor.save();
    }
  };

  const locale = isLocale(i18n.language) ? i18n.language : 'pt_BR';
  const isLockLost = refusal?.kind === 'lockLost' || lock.status === 'lost';
  const canTakeOver = document.abilities.canEdit && document.visible && !document.legacy;

  return (
    <Flex
      vertical
      gap="small"
      data-testid="story-form"
      data-story-id={storyId}
      data-dirty={editor.isDirty}
      onKeyDown={handleKeyDown}
    >
      {modalHolder}
      <LockBanner
        status={isLockLost ? 'lost' : lock.status}
        holderNickname={
          refusal?.kind === 'lockLost'
            ? (refusal.nickname ?? lock.holderNickname)
            : lock.holderNickname
        }
        onTakeOver={canTakeOver ? () => void reload(true) : undefined}
        isTakingOver={isReloading}
      />
      {draft.pending && !isReadOnly ? (
        <Alert
          type="warning"
          showIcon
          data-testid="story-draft-pending"
          title={t('draft.pending', {
            date: formatDateTime(new Date(draft.pending.date), locale),
          })}
          description={
            document.version > draft.pending.baseVersion ? t('draft.olderBase') : undefined
          }
          action={
            <Space>
              <Button
                size="small"
                type="primary"
                onClick={() => editor.setCurrent(draft.restore())}
                data-testid="story-draft-restore"
              >
                {t('draft.restore')}
              </Button>
              <Button size="small" danger onClick={draft.discard} data-testid="story-draft-discard">
                {t('draft.discard')}
              </Button>
            </Space>
          }
        />
      ) : null}
      {refusal?.kind === 'conflict' ? (
        <Alert
          type="error"
          showIcon
          data-testid="story-conflict"
          title={t('save.conflict')}
          action={
            <Button
              size="small"
              loading={isReloading}
              onClick={() => void reload(false)}
              data-testid="story-load-latest"
            >
              {t('save.loadLatest')}
            </Button>
          }
        />
      ) : null}
      {refusal?.kind === 'offline' ? (
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
          <Button icon={<CloseOutlined />} onClick={requestClose} data-testid="story-close">
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
        isSlugMissing={editor.isSlugMissing}
        onSlugChange={editor.setSlug}
        onChange={(change) => editor.update((story) => ({ ...story, ...change }))}
        onDocumentChange={editor.adoptDocument}
      />
      <StorySections
        sections={current.sections}
        timed={timing.sections}
        programId={document.programId}
        isReadOnly={isReadOnly}
        onChange={(sections) => editor.update((story) => ({ ...story, sections }))}
      />
      <StoryVersionsDialog
        open={isVersionsOpen}
        onClose={() => setIsVersionsOpen(false)}
        load={() => fetchStoryRevisions(storyId)}
      />
    </Flex>
  );
}
