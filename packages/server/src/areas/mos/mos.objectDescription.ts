import type { IMOSObject } from '@mos-connection/connector';
import type { MosObjectDescription } from '@newsroom/domain';
import { mosTypes } from './mos.messages';

/** A mosObj (answered to a search, or announced by a device) with plain strings and numbers. */

const text = (value: unknown): string =>
  mosTypes.mosString128.is(value)
    ? mosTypes.mosString128.stringify(value)
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : '';

/** A count a device sent: a finite number from 0, else 0. */
export const countOf = (value: unknown): number => {
  const n = Number(value);
  return Number.isFinite(n) && n >= 0 ? n : 0;
};

/** A mosObj with plain strings and numbers. */
export function describeMosObject(object: IMOSObject): MosObjectDescription {
  return {
    objectId: text(object.ID),
    slug: text(object.Slug),
    abstract: typeof object.MosAbstract === 'string' ? object.MosAbstract : '',
    type: text(object.Type),
    timeBase: countOf(object.TimeBase),
    duration: countOf(object.Duration),
    paths: (object.Paths ?? []).map((p) => ({
      type: text(p.Type),
      description: text(p.Description),
      target: text(p.Target),
    })),
    mosExternalMetadata: (object.MosExternalMetaData ?? []).map((m) => ({
      scope: text(m.MosScope),
      schema: text(m.MosSchema),
      payload: m.MosPayload as unknown,
    })),
  };
}
