import type {
  DocumentEventData,
  DocumentTopic,
  DocumentTopics,
  RealtimeEvent,
  Viewer,
} from '@newsroom/domain';
import type { EventRenderer } from '../realtime/hub';

type DocumentOf<T extends DocumentTopic> = DocumentTopics[T]['document'];

/** How a document kind shows itself to one viewer. */
export interface DocumentSight<T extends DocumentTopic> {
  entity: DocumentTopics[T]['entity'];
  editKey: DocumentTopics[T]['editKey'];
  /** The document as the viewer sees it (private content of others masked, their abilities). */
  present(document: DocumentOf<T>, viewer: Viewer): DocumentOf<T>;
  /** Whether the viewer may see the document's content. */
  canSeeContent(viewer: Viewer, document: DocumentOf<T>): boolean;
  /** Fields whose patched value is content (blanked for who may not see it). */
  contentFields: ReadonlySet<string>;
}

/**
 * A document topic's events as one viewer may see them: the document presented for the viewer,
 * alone (CREATE, UPDATE) or under the edit key of a PATCH, whose value is blanked when it is
 * content the viewer may not see. DELETE and other entities' events pass unchanged.
 */
export function documentEventRenderer<T extends DocumentTopic>(
  sight: DocumentSight<T>,
): EventRenderer<T> {
  return (event, viewer) =>
    event.entity === sight.entity
      ? ({
          ...event,
          data: shownData(sight, event.action, event.data, viewer),
        } as unknown as RealtimeEvent<T>)
      : event;
}

/** The data of the topic's document events (the catalogue's `DocumentEventData`) for a viewer. */
function shownData<T extends DocumentTopic>(
  sight: DocumentSight<T>,
  action: string,
  data: unknown,
  viewer: Viewer,
): unknown {
  if (action === 'CREATE' || action === 'UPDATE') {
    return sight.present(data as DocumentOf<T>, viewer);
  }
  if (action !== 'PATCH') return data;
  const patch = data as DocumentEventData<DocumentOf<T>, string>['PATCH'];
  const whole = patch[sight.editKey]!;
  const hidden = !sight.canSeeContent(viewer, whole) && sight.contentFields.has(patch.field);
  return {
    ...patch,
    value: hidden ? '' : patch.value,
    [sight.editKey]: sight.present(whole, viewer),
  };
}
