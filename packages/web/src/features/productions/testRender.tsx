import type { ReactElement } from 'react';
import type { AccessLevel } from '@newsroom/domain';
import { renderWithProviders } from '../../test/renderWithProviders';
import { productionKeys } from './api/productionsApi';
import { companyDataFixture } from './testFixtures';

/** Options of {@link renderWithApp}. */
export interface RenderOptions {
  /** The signed-in user's level in the production area. */
  production?: AccessLevel;
  /** The production configuration. */
  hideDone?: boolean;
  /** Where the router starts. */
  path?: string;
}

/**
 * Renders with the app's providers, a signed-in producer, the company data and the production
 * lookups loaded.
 */
export function renderWithApp(ui: ReactElement, options: RenderOptions = {}) {
  return renderWithProviders(ui, {
    user: {
      nickname: 'produtor',
      abilities: { production: options.production ?? 'write', assignment: 'write' },
    },
    companyData: companyDataFixture(),
    queryData: [
      [productionKeys.config, { hideDone: options.hideDone ?? false, version: 1 }],
      [
        productionKeys.lookups('production_types'),
        [{ id: 4, name: 'Externa', excluded: false, version: 1 }],
      ],
      [
        productionKeys.lookups('production_resources'),
        [
          { id: 6, name: 'Link móvel', excluded: false, version: 1 },
          { id: 7, name: 'Drone', excluded: false, version: 1 },
        ],
      ],
    ],
    path: options.path ?? '/main',
  });
}
