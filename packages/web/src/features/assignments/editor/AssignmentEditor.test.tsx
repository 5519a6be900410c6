import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

import type { AssignmentInput } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { useAssignmentLookups } from '../hooks/useAssignmentLookups';
import { assignmentFixture, companyDataFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { AssignmentEditor } from './AssignmentEditor';
import { stubFetchEachTest } from '../../../test/stubFetch';

function EditorUnderTest(props: { onSaved?: () => void }) {
  const lookups = useAssignmentLookups();
  return (
    <AssignmentEditor
      assignmentId={null}
      initialDate="2025-03-10"
      lookups={lookups}
      onSaved={props.onSaved ?? (() => undefined)}
      onClose={() => undefined}
    />
  );
}

const fieldsShown = () =>
  screen.getByTestId('assignment-header-fields').getAttribute('data-fields')?.split(' ') ?? [];

describe('AssignmentEditor', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest(() =>
    json({ code: 'route_not_found', message: 'error:routeNotFound' }, 404),
  );
  beforeEach(() => localStorage.clear());

  it('shows only the header fields the configuration enables', () => {
    renderWithApp(
      <EditorUnderTest />,
      companyDataFixture({ typeEnabled: false, editorsEnabled: false, vehiclesEnabled: false }),
    );
    expect(fieldsShown()).toEqual(
      expect.arrayContaining([
        'slug',
        'date',
        'state',
        'team',
        'cameraman',
        'producers',
        'reporters',
        'programs',
        'editorials',
        'classification',
      ]),
    );
    expect(fieldsShown()).not.toContain('type');
    expect(fieldsShown()).not.toContain('editors');
    expect(fieldsShown()).not.toContain('vehicles');
    expect(fieldsShown()).not.toContain('branch');
  });

  it('shows the branch when documents carry one', () => {
    renderWithApp(<EditorUnderTest />, companyDataFixture({}, true));
    expect(fieldsShown()).toContain('branch');
  });

  it('refuses to save without a slug and says validation failed', async () => {
    renderWithApp(<EditorUnderTest />);
    fireEvent.click(screen.getByTestId('assignment-save'));
    expect(await screen.findByText(i18n.t('validation:required'))).toBeTruthy();
    expect(await screen.findByText(i18n.t('validation:failed'))).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('saves a guideline with a guide, a contact with a labelled number and a task', async () => {
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input) === '/api/assignments' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as AssignmentInput;
        return json(assignmentFixture({ ...body, id: 40, version: 1 }), 201);
      }
      return json({ code: 'route_not_found', message: 'x' }, 404);
    });
    const onSaved = vi.fn();
    renderWithApp(<EditorUnderTest onSaved={onSaved} />);
    fireEvent.change(screen.getByTestId('assignment-slug'), {
      target: { value: 'enchente no centro' },
    });
    expect((screen.getByTestId('assignment-slug') as HTMLInputElement).value).toBe(
      'ENCHENTE NO CENTRO',
    );

    fireEvent.click(screen.getByTestId('assignment-add-guide'));
    fireEvent.change(screen.getByTestId('guide-interviewee'), { target: { value: 'Prefeito' } });
    fireEvent.change(screen.getByTestId('guide-time'), { target: { value: '09:30' } });
    fireEvent.click(screen.getByTestId('guide-add-contact'));
    fireEvent.change(screen.getByTestId('contact-name'), { target: { value: 'Maria Assessora' } });
    fireEvent.click(screen.getByTestId('contact-add-number'));
    fireEvent.change(screen.getByTestId('contact-number'), { target: { value: '11 99999-0000' } });
    fireEvent.click(screen.getByTestId('contact-add-email'));
    fireEvent.change(screen.getByTestId('contact-email'), {
      target: { value: 'maria@prefeitura.gov.br' },
    });

    fireEvent.click(screen.getByTestId('assignment-add-task'));
    fireEvent.change(screen.getByTestId('task-label'), { target: { value: 'Reservar carro' } });
    fireEvent.click(screen.getByTestId('task-done'));

    fireEvent.click(screen.getByTestId('assignment-save'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    const body = JSON.parse(String(post?.[1]?.body)) as AssignmentInput;
    expect(body.slug).toBe('ENCHENTE NO CENTRO');
    expect(body.date).toBe('2025-03-10');
    expect(body.guides).toHaveLength(1);
    expect(body.guides[0]).toMatchObject({ interviewee: 'Prefeito', scheduleTime: '09:30' });
    expect(body.guides[0]?.contacts[0]).toMatchObject({
      name: 'Maria Assessora',
      numbers: [{ value: '11 99999-0000', label: 'cell_phone' }],
      emails: ['maria@prefeitura.gov.br'],
    });
    expect(body.tasks[0]).toMatchObject({
      label: 'Reservar carro',
      done: true,
      date: '2025-03-10',
    });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ id: 40 }), true);
  });

  it('removes a guide and a task', () => {
    renderWithApp(<EditorUnderTest />);
    fireEvent.click(screen.getByTestId('assignment-add-guide'));
    fireEvent.click(screen.getByTestId('assignment-add-task'));
    expect(screen.getAllByTestId('guide-editor')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('guide-remove'));
    fireEvent.click(screen.getByTestId('task-remove'));
    expect(screen.queryAllByTestId('guide-editor')).toHaveLength(0);
    expect(screen.queryAllByTestId('task-editor')).toHaveLength(0);
  });
});
