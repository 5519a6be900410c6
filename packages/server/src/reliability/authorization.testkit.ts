import { randomBytes } from 'node:crypto';
import { beforeAll, expect } from 'vitest';
import { EDITOR, firstBlock, standby } from '../areas/rundowns/rundowns.testkit';
import { useStoryKit, type StoryKit } from '../areas/stories/story.testkit';
import { createGroup } from '../test/testApp';

// The world both authorization test files (HTTP and socket) start from, one per file: two groups,
// a program restricted to one of them with a rundown, and a private story of one user.

/** A logged-in test user. */
export type User = { id: number; nickname: string; cookie: string };

/** One HTTP call: method, URL and optional body. */
export type Call = [
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  body?: unknown,
];

/** The users, program, rundowns and stories the authorization tests act on. */
export interface AuthorizationWorld {
  kit: StoryKit;
  /** A user of the restricted program's group. */
  member: User;
  /** A user of another group only. */
  outsider: User;
  /** The owner of the private story (in the program's group). */
  owner: User;
  /** Another user of the owner's group, not allowed on the private story. */
  colleague: User;
  /** The program restricted to the member's group. */
  programId: number;
  /** The restricted rundown, its first and Standby blocks, a story in it and a drawer story of its program. */
  restricted: {
    id: number;
    block: number;
    standby: number;
    story: number;
    drawer: number;
    slug: string;
  };
  /** An open rundown of the outsider's, to copy or move into. */
  open: { id: number; block: number; story: number };
  /** A private story of `owner` in an open rundown. */
  secret: { rundownId: number; story: number; slug: string; information: string };
}

/** A short random suffix that keeps slugs unique within the file's database (upper case, as slugs are stored). */
export const hex = () => randomBytes(3).toString('hex').toUpperCase();

/**
 * The world of a test file over its app and database: the kit at once, the rest filled in before
 * the file's tests (its objects in place, so a file may take them apart when it starts).
 */
export function useAuthorizationWorld(): AuthorizationWorld {
  const kit = useStoryKit();
  const world = { kit, programId: 0 } as AuthorizationWorld;
  const parts = [
    'member',
    'outsider',
    'owner',
    'colleague',
    'restricted',
    'open',
    'secret',
  ] as const;
  for (const part of parts) Object.assign(world, { [part]: {} });
  beforeAll(async () => {
    const made = await createWorld(kit);
    for (const part of parts) Object.assign(world[part], made[part]);
    world.programId = made.programId;
  });
  return world;
}

async function createWorld(kit: StoryKit): Promise<Omit<AuthorizationWorld, 'kit'>> {
  const group = await createGroup(kit.tdb.database);
  const otherGroup = await createGroup(kit.tdb.database);
  const member = await kit.userWith({ permissions: EDITOR, groupIds: [group.id] });
  const outsider = await kit.userWith({ permissions: EDITOR, groupIds: [otherGroup.id] });
  const owner = await kit.userWith({ permissions: EDITOR, groupIds: [group.id] });
  const colleague = await kit.userWith({ permissions: EDITOR, groupIds: [group.id] });

  const programId = await kit.program({ groupIds: [group.id] });
  const rundown = await kit.rundown(member.cookie, { programId, date: kit.day(1) });
  const slug = `RESTRITO ${hex()}`;
  const story = await kit.addStory(member.cookie, firstBlock(rundown).id, {
    slug,
    information: `apuração ${slug}`,
  });
  const drawer = await kit.drawerStory({ ownerId: member.id, programId, slug: `${slug} GAVETA` });
  const restricted = {
    id: rundown.id,
    block: firstBlock(rundown).id,
    standby: standby(rundown).id,
    story: story.id,
    drawer,
    slug,
  };

  const mine = await kit.rundown(outsider.cookie);
  const own = await kit.addStory(outsider.cookie, firstBlock(mine).id, { slug: `ABERTA ${hex()}` });
  const open = { id: mine.id, block: firstBlock(mine).id, story: own.id };

  const secretSlug = `SEGREDO ${hex()}`;
  const placed = await kit.rundownStory(owner.cookie, {
    slug: secretSlug,
    information: `fonte ${secretSlug}`,
  });
  const made = await kit.call('PUT', `/api/stories/${placed.storyId}/private`, owner.cookie, {
    isPrivate: true,
  });
  expect(made.statusCode, made.body).toBe(200);
  const secret = {
    rundownId: placed.rundownId,
    story: placed.storyId,
    slug: secretSlug,
    information: `fonte ${secretSlug}`,
  };
  return { member, outsider, owner, colleague, programId, restricted, open, secret };
}

/** A save body over a loaded story with changes (the stories area's own helper). */
export { bodyOf as saveBody } from '../areas/stories/story.testkit';
