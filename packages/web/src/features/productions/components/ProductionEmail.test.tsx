import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { i18n } from '../../../shared/i18n';
import { productionFixture } from '../testFixtures';
import { json } from '../../../test/renderWithProviders';
import { renderWithApp } from '../testRender';
import { ProductionViewer } from './ProductionViewer';
import { stubFetchEachTest } from '../../../test/stubFetch';

const production = productionFixture({ id: 7, slug: 'FEIRA', date: '2025-03-10' });

/** Opens the viewer's e-mail dialog and types the recipients (commas separate them). */
async function typeRecipients(text: string) {
  fireEvent.click(screen.getByTestId('production-email'));
  const field = await screen.findByTestId('email-recipients');
  fireEvent.change(within(field).getByRole('combobox'), { target: { value: text } });
}

describe('ProductionViewer e-mail', { timeout: 30_000 }, () => {
  const fetchMock = stubFetchEachTest(() => json({ code: 'route_not_found', message: 'x' }, 404));
  const mailCalls = () =>
    fetchMock.mock.calls.filter(([input]) => String(input) === '/api/productions/7/email');

  it('sends the recipients in the reader language and says it is being sent', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/productions/7/email'
        ? json({ to: ['pauta@jornal.com.br', 'chefia@jornal.com.br'] }, 202)
        : json({ code: 'route_not_found', message: 'x' }, 404),
    );
    renderWithApp(<ProductionViewer production={production} />);
    await typeRecipients('pauta@jornal.com.br,chefia@jornal.com.br,');
    fireEvent.click(screen.getByTestId('email-send'));
    expect(await screen.findByText(i18n.t('mail:queued', { count: 2 }))).toBeTruthy();
    const [, init] = mailCalls()[0]!;
    expect(JSON.parse(String(init?.body))).toEqual({
      to: ['pauta@jornal.com.br', 'chefia@jornal.com.br'],
      locale: i18n.language,
    });
  });

  it('refuses a bad address before calling the server', async () => {
    renderWithApp(<ProductionViewer production={production} />);
    await typeRecipients('não-é-email,');
    fireEvent.click(screen.getByTestId('email-send'));
    expect(await screen.findByText(i18n.t('mail:recipientsInvalid', { max: 20 }))).toBeTruthy();
    expect(mailCalls()).toHaveLength(0);
  });

  it('shows the translated refusal when SMTP is not configured', async () => {
    fetchMock.mockImplementation(async () =>
      json({ code: 'rule_violation', message: 'mail:notConfigured' }, 422),
    );
    renderWithApp(<ProductionViewer production={production} />);
    await typeRecipients('pauta@jornal.com.br,');
    fireEvent.click(screen.getByTestId('email-send'));
    await waitFor(() => expect(mailCalls()).toHaveLength(1));
    expect(await screen.findByText(i18n.t('mail:notConfigured'))).toBeTruthy();
  });
});
