import {
  bodyFromTexts,
  postInputSchema,
  ruleViolation,
  type Post,
  type PostSource,
  type Section,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { allow } from '../../platform/http/refusals';
import { insertPost } from './posts.kind';
import { postsPolicy } from './posts.policy';
import { assertContentVisible, findPost, valuesOf, wholeOf } from './posts.shared';

/** Posts made from others: a copy, and a post from a story, reportage, guideline or agency item. */

/**
 * POST /posts/{id}/copy: the same texts, image, site, author, category and tags, the caller its
 * owner, never published (its copy on the site stays the original's).
 */
export async function copyPost(platform: Platform, actor: Actor, id: number): Promise<Post> {
  allow(postsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    assertContentVisible(actor, await findPost(tx, actor, id));
    const input = postInputSchema.parse(await wholeOf(tx, id));
    return insertPost(tx, actor, { ...valuesOf(input), caption: input.caption }, platform.clock());
  });
}

/** The texts of a seed's sections a reader would read, in order. */
const textsOf = (sections: readonly Section[]): string[] =>
  sections.flatMap((section) =>
    section.subSections.flatMap((sub) =>
      (sub.type === 'TEXT' || sub.type === 'CAMERA_TEXT') && 'text' in sub && sub.text
        ? [sub.text]
        : [],
    ),
  );

/**
 * POST /posts/sources: a post from a document the caller may read, through the seeds the areas
 * offer new stories (areas' `storySources`): the caption from its slug, the body from its texts
 * (its information when it has none), the excerpt from its information when short. 403/404 as the source's own
 * read; 422 `story:sourceUnavailable` for a type no area offers.
 */
export async function createFromSource(
  platform: Platform,
  actor: Actor,
  source: PostSource,
): Promise<Post> {
  allow(postsPolicy.canWrite(actor));
  const loader = platform.areas.storySource(source.sourceType);
  if (!loader) throw ruleViolation('story:sourceUnavailable');
  return platform.database.db.transaction(async (tx) => {
    const seed = await loader(tx, actor, source.sourceId);
    const information = seed.information?.trim() ?? '';
    const texts = textsOf(seed.sections ?? []);
    // A source without a script (an agency item) gives its information as the body.
    const input = postInputSchema.parse({
      caption: seed.slug.slice(0, 300),
      excerpt: texts.length > 0 && information.length <= 1_000 ? information : '',
      body: bodyFromTexts(texts.length > 0 ? texts : [information]),
    });
    return insertPost(
      tx,
      actor,
      {
        ...valuesOf(input),
        caption: input.caption,
        sourceType: source.sourceType,
        sourceId: source.sourceId,
      },
      platform.clock(),
    );
  });
}
