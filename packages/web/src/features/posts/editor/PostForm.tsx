import { useState } from 'react';
import { Card, Col, Flex, Form, Row, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Post, PostInput } from '@newsroom/domain';
import type { TabEditorProps, SavedDocument } from '../../../shared/documentPage';
import { EditorNotices, useDocumentEditor, type EditSession } from '../../../shared/documentEditor';
import { EditorButtons } from '../../../shared/documents/EditorButtons';
import { PendingDraftAlert } from '../../../shared/drafts';
import { Field } from '../../../shared/forms';
import { notify } from '../../../shared/notifications';
import { postCalls } from '../api/postsApi';
import { PostContent } from '../components/PostContent';
import { PublishPanel } from '../publish/PublishPanel';
import { PostVersionsDialog } from '../revisions/PostVersionsDialog';
import { emptyPost, withSite, type EditablePost } from './editablePost';
import { FeaturedImageField } from './FeaturedImageField';
import { PostFields } from './PostFields';
import { PostSharing } from './PostSharing';
import { PublicationDateField } from './PublicationDateField';
import { SiteFields } from './SiteFields';
import { useFollowPublication } from './useFollowPublication';

/** Props of {@link PostForm}. */
export interface PostFormProps extends Omit<TabEditorProps<SavedDocument>, 'closeRequest'> {
  session: EditSession<Post, EditablePost, PostInput>;
  closeRequest?: number;
}

/**
 * The post editor (spec 3 §7 "posts"): caption, excerpt, the rich text body and tags beside the
 * publication (its state on the site with Publish and Unpublish), the featured image, the
 * publication date, the site with its author and category, and the sharing; a Preview tab shows
 * the post as its readers will. Saving needs our lock; unsaved edits are kept as a draft. A
 * publish sends what is saved, so unsaved edits are saved first.
 */
export function PostForm({ session, onSaved, ...events }: PostFormProps) {
  const { t } = useTranslation('posts');
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const editor = useDocumentEditor(session, {
    initial: emptyPost,
    ...events,
    // The tab shows the caption: it takes the post's id and caption once saved.
    onSaved: (post, wasNew) => onSaved({ id: post.id, slug: post.caption }, wasNew),
    testIdPrefix: 'post',
  });
  const { record, saved, current, draft, errors, isSaving, canEdit, update } = editor;
  useFollowPublication(record, saved, editor.setRecord);
  const disabled = !canEdit || isSaving;

  // A publish sends the saved post: what is typed is saved first.
  const saveBeforePublish = async () => {
    if (!editor.isDirty) return true;
    if (!canEdit) {
      notify({ kind: 'warning', title: t('publish.saveFirst') });
      return false;
    }
    return editor.save();
  };

  const edit = (
    <Row gutter={16}>
      <Col xs={24} lg={16}>
        <PostFields value={current} onChange={update} errors={errors} disabled={disabled} />
      </Col>
      <Col xs={24} lg={8}>
        <Flex vertical gap="middle">
          <Card size="small" title={t('publish.title')}>
            {record ? (
              <PublishPanel
                post={record}
                onChange={editor.setRecord}
                beforePublish={saveBeforePublish}
              />
            ) : (
              <Typography.Text type="secondary" data-testid="post-publish-unsaved">
                {t('publish.saveToPublish')}
              </Typography.Text>
            )}
          </Card>
          <Field label={t('fields.featuredImage')} error={errors.featuredImageId}>
            <FeaturedImageField
              value={current.featuredImageId}
              onChange={(featuredImageId) => update({ featuredImageId })}
              disabled={disabled}
            />
          </Field>
          <Field label={t('fields.publicationDate')} error={errors.publicationDate}>
            <PublicationDateField
              value={current.publicationDate}
              onChange={(publicationDate) => update({ publicationDate })}
              disabled={disabled}
            />
          </Field>
          <SiteFields
            value={current}
            onSiteChange={(wordpressId) => editor.setCurrent((now) => withSite(now, wordpressId))}
            onChange={update}
            errors={errors}
            disabled={disabled}
            isSiteFixed={record?.publication.wordpressPostId != null}
          />
          {record?.abilities.canShare && <PostSharing post={record} onPostChange={editor.adopt} />}
        </Flex>
      </Col>
    </Row>
  );

  return (
    <Card
      size="small"
      data-testid="post-form"
      data-id={record?.id ?? ''}
      onKeyDown={editor.handleKeyDown}
    >
      {editor.modalHolder}
      <Form layout="vertical" component="div">
        <Flex vertical gap="small">
          <EditorNotices editor={editor} />
          <PendingDraftAlert
            pending={draft.pending}
            savedVersion={record?.version}
            onRestore={() => editor.setCurrent(draft.restore())}
            onDiscard={() => draft.discard()}
          />
          <Flex justify="flex-end">
            <EditorButtons
              namespace="posts"
              testIdPrefix="post"
              canSave={canEdit}
              isSaving={isSaving}
              onSave={() => void editor.save()}
              onVersions={record ? () => setIsVersionsOpen(true) : undefined}
              onClose={editor.requestClose}
            />
          </Flex>
          <Tabs
            items={[
              { key: 'edit', label: t('editor.editTab'), children: edit },
              {
                key: 'preview',
                label: t('editor.previewTab'),
                children: <PostContent post={current} />,
              },
            ]}
            data-testid="post-editor-tabs"
          />
        </Flex>
      </Form>
      {record && (
        <PostVersionsDialog
          open={isVersionsOpen}
          onClose={() => setIsVersionsOpen(false)}
          load={() => postCalls.fetchRevisions(record.id)}
        />
      )}
    </Card>
  );
}
