import { beforeAll, describe, expect, it } from 'vitest';
import type { Assignment, Notification, Paged } from '@newsroom/domain';
import { useTestApp, type SignedIn } from '../../test/useTestApp';
import { assignmentBody } from './assignments.testkit';

/** The people named in a guideline hear of it in their notifications centre (issue 19). */

const { call, signIn } = useTestApp();

let producer: SignedIn;
let reporter: SignedIn;
let editor: SignedIn;
let outsider: SignedIn;

beforeAll(async () => {
  producer = await signIn({ permissions: { assignment: 'write' } });
  reporter = await signIn({ permissions: { assignment: 'read' } });
  editor = await signIn({ permissions: { assignment: 'write' } });
  // Named in a guideline, but without access to guidelines at all.
  outsider = await signIn({ permissions: { contact: 'read' } });
});

async function create(body: Record<string, unknown>): Promise<Assignment> {
  const response = await call('POST', '/api/assignments', producer.cookie, assignmentBody(body));
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Assignment>();
}

async function namedIn(who: SignedIn, slug: string): Promise<Notification[]> {
  const response = await call('GET', '/api/notifications?size=100', who.cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<Paged<Notification>>()
    .data.filter((n) => n.titleKey === 'notification:namedInGuideline' && n.params.slug === slug);
}

describe('guideline people notified', () => {
  it('tells the newly named people who may read it, never the one who named them', async () => {
    const a = await create({
      slug: 'ENCHENTE NO CENTRO',
      date: '2026-03-10',
      reportersIds: [reporter.id, producer.id],
      producersIds: [outsider.id],
    });
    const [told] = await namedIn(reporter, a.slug);
    expect(told).toMatchObject({
      category: 'information',
      params: { slug: 'ENCHENTE NO CENTRO', date: '2026-03-10', by: producer.nickname },
      link: { kind: 'assignment', id: a.id, date: '2026-03-10' },
      readAt: null,
    });
    expect(await namedIn(producer, a.slug)).toEqual([]);
    expect(await namedIn(outsider, a.slug)).toEqual([]);

    // A save naming one more person tells only that person.
    const saved = await call('PUT', `/api/assignments/${a.id}`, producer.cookie, {
      ...assignmentBody({ slug: a.slug, date: a.date, guides: a.guides, tasks: a.tasks }),
      reportersIds: [reporter.id, producer.id],
      editorsIds: [editor.id],
      version: a.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await namedIn(editor, a.slug)).toHaveLength(1);
    expect(await namedIn(reporter, a.slug)).toHaveLength(1);
  });

  it('keeps a private guideline from people who may not read it', async () => {
    const a = await create({ slug: 'FONTE SIGILOSA', date: '2026-03-11' });
    const made = await call('PUT', `/api/assignments/${a.id}/private`, producer.cookie, {
      isPrivate: true,
    });
    expect(made.statusCode, made.body).toBe(200);
    const privateOne = made.json<Assignment>();
    const saved = await call('PUT', `/api/assignments/${a.id}`, producer.cookie, {
      ...assignmentBody({ slug: a.slug, date: a.date, guides: a.guides, tasks: a.tasks }),
      reportersIds: [reporter.id],
      version: privateOne.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await namedIn(reporter, a.slug)).toEqual([]);
  });
});
