import { useEffect, useRef } from 'react';
import { Button, Flex, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useEditSession } from '../../../shared/documentEditor';
import { StoryEditorView } from './StoryEditorView';
import { storyKind } from './storyKind';
import type { StoryFormProps } from './StoryForm.props';

export type { StoryFormProps };

/**
 * The story form (issue 5): opens the story for editing under an edit lock (read-only with the
 * holder's name when someone else edits it), and hands it to the editor. Loading again (the
 * latest version after a conflict, or a take-over) starts the editor afresh, which then offers
 * the unsaved draft back; the lock is kept here so a reload never releases it.
 */
export function StoryForm(props: StoryFormProps) {
  const { storyId, onClose } = props;
  const { t } = useTranslation('storyEditor');
  const session = useEditSession(storyKind, storyId);
  const loaded = session.loaded;

  // Before the editor exists there is nothing to lose: a close request closes at once.
  const { closeRequest } = props;
  const seenCloseRequest = useRef(closeRequest);
  useEffect(() => {
    if (closeRequest === seenCloseRequest.current) return;
    seenCloseRequest.current = closeRequest;
    if (!loaded) onClose();
  }, [closeRequest, loaded, onClose]);

  if (loaded) {
    return (
      <StoryEditorView
        key={session.generation}
        {...props}
        story={loaded.document}
        session={session}
      />
    );
  }
  return (
    <Flex vertical data-testid="story-form" data-story-id={storyId}>
      {session.status === 'loading' ? (
        <Spin style={{ margin: 48 }} />
      ) : (
        <Result
          status="warning"
          title={t('loadFailed')}
          extra={
            <Flex gap="small" justify="center">
              <Button type="primary" onClick={() => void session.reload(false)}>
                {t('retry')}
              </Button>
              <Button onClick={onClose} data-testid="story-close">
                {t('common:close')}
              </Button>
            </Flex>
          }
        />
      )}
    </Flex>
  );
}
