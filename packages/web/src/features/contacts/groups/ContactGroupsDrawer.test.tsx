import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { json } from '../../../test/renderWithProviders';
import { serveRoutes } from '../../../test/serveRoutes';
import { stubFetchEachTest } from '../../../test/stubFetch';
import { GROUPS, renderContacts } from '../testSupport';
import { ContactGroupsDrawer } from './ContactGroupsDrawer';

vi.mock('../../../shared/realtime', () => import('../../../test/fakeRealtime'));

describe('ContactGroupsDrawer', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest();

  it('lists the groups with their contacts and refuses to delete one in use', async () => {
    serveRoutes(fetchMock, {
      'GET /api/contact_groups': () => json(GROUPS),
      'GET /api/contact_groups/7/usage_count': () => json(4),
      'GET /api/contact_groups/8/usage_count': () => json(0),
      'DELETE /api/contact_groups/7': () =>
        json({ code: 'rule_violation', message: 'contact:groupInUse', details: { count: 4 } }, 422),
    });
    renderContacts(<ContactGroupsDrawer open onClose={() => undefined} />);
    const health = await screen.findByTestId('contact-group-row-Saúde');
    await waitFor(() =>
      expect(within(health).getByTestId('contact-group-usage').textContent).toBe('4'),
    );

    fireEvent.click(screen.getByTestId('contact-group-delete-Saúde'));
    fireEvent.click(await screen.findByTestId('contact-group-delete-confirm'));
    expect(await screen.findByText('This group has contacts and cannot be deleted.')).toBeTruthy();
    expect(screen.getByTestId('contact-group-row-Saúde')).toBeTruthy();
  });

  it('creates a group and says when the name is taken', async () => {
    serveRoutes(fetchMock, {
      'POST /api/contact_groups': () =>
        json({ code: 'duplicate', message: 'error:duplicate', details: { field: 'name' } }, 409),
    });
    renderContacts(<ContactGroupsDrawer open onClose={() => undefined} />);
    fireEvent.click(screen.getByTestId('contact-groups-new'));
    fireEvent.change(await screen.findByTestId('contact-group-form-name'), {
      target: { value: ' saúde ' },
    });
    fireEvent.click(screen.getByTestId('contact-group-form-save'));
    await waitFor(() =>
      expect(screen.getByTestId('contact-group-form').textContent).toContain(
        'A group with this name already exists.',
      ),
    );
    const [, init] = fetchMock.mock.calls.find(([, call]) => call?.method === 'POST')!;
    expect(JSON.parse(String(init?.body))).toEqual({ name: 'saúde' });
  });
});
