import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { DeviceTemplate, StoryDocument } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { cgFromTemplate, fetchProgramCgTemplates } from './cgTemplates';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes, type RouteAnswer } from '../../../test/serveRoutes';
import { section, subsection } from '@newsroom/domain/src/testing';
import { EDITOR_LOCK as LOCK, storyFixture } from './storyFixtures';
import { renderStoryForm, STORY_FORM_ROUTES } from './storyFormTestkit';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { cgTemplateFixture } from '../../devices/testFixtures';

/** CG insertion from a template of the program's CG device, with field sizes enforced. */

const TEMPLATES: DeviceTemplate[] = [
  cgTemplateFixture({
    id: 2,
    number: 20,
    name: 'Local',
    fields: [{ number: 1, name: 'Local', size: 8 }],
  }),
  cgTemplateFixture({
    id: 1,
    fields: [
      { number: 2, name: 'Cargo', size: 12 },
      { number: 1, name: 'Nome', size: 5 },
    ],
  }),
];

const fetchMock = stubFetchEachTest();

/** The program's CG device and its templates; `routes` decide the rest. */
function serve(routes: Record<string, RouteAnswer>) {
  serveRoutes(fetchMock, {
    ...STORY_FORM_ROUTES,
    'GET /api/programs/7/cg': () => json({ id: 3 }),
    'GET /api/devices/3/templates': () => json(TEMPLATES),
    ...routes,
  });
}

const SLOW = { timeout: 10_000 };
const type = (element: HTMLElement, value: string) =>
  fireEvent.change(element, { target: { value } });
const story = (subSections = [subsection({ type: 'CAMERA_TEXT', text: 'Boa noite' })]) =>
  storyFixture({ sections: [section({ type: 'HEADER', subSections })] });

beforeEach(() => localStorage.clear());

describe('the program CG templates', () => {
  it('has texts for the CG refusals and a failed credits send', () => {
    expect(i18n.t('device:fieldTooLong')).toBe(
      "The CG text is longer than the template field's size.",
    );
    expect(i18n.t('rundown:credits_sendFailure')).toBe(
      'The credits could not be sent to the character generator.',
    );
  });

  it('come from the program CG device, none while the program has no device', async () => {
    serve({});
    expect((await fetchProgramCgTemplates(7)).map((t) => t.number)).toEqual([10, 20]);
    expect(await fetchProgramCgTemplates(8)).toEqual([]);
  });

  it('fill a new CG with the template code, name and its fields in number order', () => {
    const cg = cgFromTemplate(TEMPLATES[1]!);
    expect(cg).toMatchObject({ type: 'CG', code: '10', templateName: 'Nome e cargo' });
    expect(cg.cgFields.map((f) => [f.name, f.size, f.value])).toEqual([
      ['Nome', 5, ''],
      ['Cargo', 12, ''],
    ]);
  });
});

describe('CG insertion in the story editor', { timeout: 60_000 }, () => {
  it('inserts a CG from a template, shows its fields by name and limits each to its size', async () => {
    let sent: StoryDocument | null = null;
    serve({
      'POST /api/stories/1/edit': () => json({ story: story(), lock: LOCK }),
      'PUT /api/stories/1': (init) => {
        sent = JSON.parse(String(init?.body)) as StoryDocument;
        return json({ ...story(), version: 4 });
      },
    });
    renderStoryForm();
    fireEvent.click(await screen.findByTestId('story-add-cg-template', {}, SLOW));
    fireEvent.click(await screen.findByTestId('story-add-cg-template-10'));

    const rows = await screen.findAllByTestId('story-cg-field-row');
    expect(rows.map((row) => within(row).getByTestId('story-cg-field-name').textContent)).toEqual([
      'Nome',
      'Cargo',
    ]);
    const [name, role] = screen.getAllByTestId('story-cg-field') as HTMLInputElement[];
    expect(name!.maxLength).toBe(5);
    expect(role!.maxLength).toBe(12);
    type(name!, 'Ana');
    type(role!, 'Repórter');
    expect((screen.getByTestId('story-cg-code') as HTMLInputElement).value).toBe('10');
    // Free-form editing (names, sizes, adding fields) is not offered for a template CG.
    expect(screen.queryByTestId('story-cg-add-field')).toBeNull();

    fireEvent.click(screen.getByTestId('story-save'));
    await waitFor(() => expect(sent).not.toBeNull(), SLOW);
    const saved = sent!.sections[0]!.subSections[1]!;
    expect(saved).toMatchObject({ type: 'CG', code: '10', templateName: 'Nome e cargo' });
    expect(saved.cgFields.map((f) => [f.name, f.value, f.size])).toEqual([
      ['Nome', 'Ana', 5],
      ['Cargo', 'Repórter', 12],
    ]);
  });

  it('flags a stored value over its template size and a template the device does not have', async () => {
    const long = subsection({
      type: 'CG',
      code: '20',
      templateName: 'Local',
      cgFields: [{ uuid: 'f1', name: 'Local', value: 'Ibirapuera', size: 0 }],
    });
    const foreign = subsection({ type: 'CG', code: '99', templateName: 'Antigo' });
    serve({
      'POST /api/stories/1/edit': () => json({ story: story([long, foreign]), lock: LOCK }),
    });
    renderStoryForm();
    expect(await screen.findByTestId('story-cg-too-long', {}, SLOW)).toBeTruthy();
    expect(screen.getByTestId('story-cg-foreign-template').textContent).toBe(
      "Not a template of the program's character generator",
    );
  });

  it('shows the server refusals of a CG', async () => {
    serve({
      'POST /api/stories/1/edit': () => json({ story: story(), lock: LOCK }),
      'PUT /api/stories/1': () =>
        json(
          {
            code: 'rule_violation',
            message: 'device:templateNotOfProgramDevice',
            details: { fields: [{ field: 'sections.0.subSections.1.code' }] },
          },
          422,
        ),
    });
    renderStoryForm();
    fireEvent.click(await screen.findByTestId('story-add-cg-template', {}, SLOW));
    fireEvent.click(await screen.findByTestId('story-add-cg-template-20'));
    fireEvent.click(screen.getByTestId('story-save'));
    expect(
      await screen.findByText(
        "The CG must use a template of the program's character generator.",
        {},
        SLOW,
      ),
    ).toBeTruthy();
  });
});
