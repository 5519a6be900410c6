import { useTopic } from '../../../shared/realtime';
import { abilityOf, useAuth } from '../../auth';

/** Props of {@link PostsTopicListener}. */
export interface PostsTopicListenerProps {
  /** Called on every event of `/topic/posts`. */
  onEvent: () => void;
}

/**
 * Listens to `/topic/posts` for pages that list posts among other kinds (the trash), only for
 * post readers: the server closes the socket of anyone else who subscribes.
 */
export function PostsTopicListener({ onEvent }: PostsTopicListenerProps) {
  const { me } = useAuth();
  return me && abilityOf(me, 'post') !== 'none' ? <Listening onEvent={onEvent} /> : null;
}

function Listening({ onEvent }: PostsTopicListenerProps) {
  useTopic('posts', onEvent);
  return null;
}
