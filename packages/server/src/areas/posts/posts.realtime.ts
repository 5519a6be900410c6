import { documentEventRenderer } from '../../platform/documents/documentRenderer';
import { postsPolicy } from './posts.policy';
import { presentFor } from './posts.presenter';
import { POST_ENTITY } from './posts.shared';

/**
 * Post events as one viewer may see them: a private post of someone else arrives masked (visible
 * false, caption, texts, image and tags blanked); abilities are the viewer's own. Site events pass
 * as they are (a site holds no secret in its answer).
 */
export const renderPostEvent = documentEventRenderer<'posts'>({
  entity: POST_ENTITY,
  editKey: 'post',
  present: presentFor,
  canSeeContent: postsPolicy.canSeeContent,
  contentFields: new Set(['caption', 'excerpt', 'body', 'tags']),
});
