import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { DocumentTabsPage, fixedTab, useDocumentTabs } from '../../../shared/documentPage';
import type { SavedDocument } from '../../../shared/documentPage';
import { abilityOf, canWriteIn, useAuth } from '../../auth';
import { PostEditor } from '../editor/PostEditor';
import { PostsListTab } from '../list/PostsListTab';

const LIST_TAB = 'posts';

/**
 * The posts area (`/main?area=posts`, spec 3 §7): the fixed 'posts' tab (the list) plus one
 * closable editor tab per open post, titled by its caption or 'new' with an asterisk while
 * unsaved. `edit=<id|new>` opens a tab (the unsaved-changes panel and the "create post" actions
 * link there). Post readers only: the list follows a topic the server refuses to anyone else.
 */
export function PostsPage() {
  const { t } = useTranslation('posts');
  const { me } = useAuth();
  const documentTabs = useDocumentTabs(me ? `posts:${me.id}` : null, LIST_TAB);
  const { openEditor } = documentTabs;
  if (!me || abilityOf(me, 'post') === 'none')
    return <Alert type="warning" showIcon title={t('forbidden')} data-testid="posts-forbidden" />;

  return (
    <DocumentTabsPage<SavedDocument>
      documentTabs={documentTabs}
      testId="posts-page"
      tabTestId="post-tab"
      newTitle={t('editor.newTitle')}
      fixedTabs={[
        fixedTab(
          LIST_TAB,
          t('list.tab'),
          <PostsListTab
            onOpen={(post) => openEditor(post.id)}
            onNew={canWriteIn(me, 'post') ? () => openEditor(null) : undefined}
          />,
        ),
      ]}
      renderEditor={(tab, props) => <PostEditor postId={tab.documentId} {...props} />}
    />
  );
}
