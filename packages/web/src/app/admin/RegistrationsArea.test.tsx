import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { companyDataBundle } from '../../test/companyData';
import { renderWithProviders } from '../../test/renderWithProviders';
import { stubFetchEachTest } from '../../test/stubFetch';
import { ADMIN_AREAS } from '../menus/adminMenu';
import { RegistrationsArea } from './RegistrationsArea';

describe('RegistrationsArea', () => {
  stubFetchEachTest();

  it('links every list by theme to its own admin area', () => {
    renderWithProviders(<RegistrationsArea />, {
      user: { nickname: 'admin', abilities: { admin: 'write' } },
      companyData: companyDataBundle(),
    });
    const types = screen.getByTestId('registration-types');
    expect(types.getAttribute('href')).toBe('/admin?area=types');
    expect(types.textContent).toBe('Types');
    expect(screen.getByTestId('registrations-people').textContent).toContain('Users');
    const keys = ADMIN_AREAS.map((area) => area.key) as string[];
    for (const link of screen.getAllByRole('link')) {
      const area = new URL(link.getAttribute('href')!, 'http://x').searchParams.get('area');
      expect(keys).toContain(area);
    }
  });
});
