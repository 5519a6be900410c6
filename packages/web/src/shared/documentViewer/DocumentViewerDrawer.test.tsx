import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../i18n';
import {
  DocumentViewerDrawer,
  DocumentViewersProvider,
  type DocumentViewers,
} from './DocumentViewerDrawer';

const viewers: DocumentViewers = {
  assignment: (id) => <div data-testid="assignment-stub">assignment {id}</div>,
  production: (id) => <div data-testid="production-stub">production {id}</div>,
};

describe('DocumentViewerDrawer', () => {
  beforeEach(async () => {
    await i18n.changeLanguage('en_US');
  });

  it('picks the viewer by origin', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DocumentViewerDrawer
          origin="production"
          id={7}
          open
          onClose={() => undefined}
          viewers={viewers}
        />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('production-stub').textContent).toBe('production 7');
    expect(screen.queryByTestId('assignment-stub')).toBeNull();
  });

  it('reads the viewers from the provider, and says a reportage cannot be viewed yet', () => {
    render(
      <I18nextProvider i18n={i18n}>
        <DocumentViewersProvider viewers={viewers}>
          <DocumentViewerDrawer origin="assignment" id={3} open onClose={() => undefined} />
          <DocumentViewerDrawer origin="news_report" id={4} open onClose={() => undefined} />
        </DocumentViewersProvider>
      </I18nextProvider>,
    );
    expect(screen.getByTestId('assignment-stub').textContent).toBe('assignment 3');
    const notAvailable = screen.getByTestId('document-viewer-not-available');
    expect(notAvailable.getAttribute('data-origin')).toBe('news_report');
    expect(notAvailable.textContent).toContain(
      i18n.t('document:viewerDrawer.reportageNotAvailable'),
    );
  });
});
