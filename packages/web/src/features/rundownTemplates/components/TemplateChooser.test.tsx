import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import type { RundownTemplateSummary } from '@newsroom/domain';
import { i18n } from '../../../shared/i18n';
import { TemplateChooser } from './TemplateChooser';

const TEMPLATES: RundownTemplateSummary[] = [
  { id: 7, name: 'Padrão Jornal da Manhã', programId: 1, version: 3 },
  { id: 9, name: 'Edição de sábado', programId: 1, version: 1 },
];

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn(
    async () =>
      new Response(JSON.stringify(TEMPLATES), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetchMock);
  void i18n.changeLanguage('en_US');
});
afterEach(() => vi.unstubAllGlobals());

function renderChooser(onChoose = vi.fn(), onCancel = vi.fn()) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <TemplateChooser open programId={1} onChoose={onChoose} onCancel={onCancel} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { onChoose, onCancel };
}

describe('TemplateChooser', () => {
  it("lists the program's templates after the empty rundown", async () => {
    renderChooser();
    expect(await screen.findByTestId('template-option-Padrão Jornal da Manhã')).toBeTruthy();
    expect(screen.getByTestId('template-option-Edição de sábado')).toBeTruthy();
    expect(screen.getByTestId('template-chooser').textContent).toContain('Empty rundown');
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/rundown_templates?programId=1');
  });

  it('answers null for the empty rundown by default', async () => {
    const { onChoose } = renderChooser();
    await screen.findByTestId('template-option-Edição de sábado');
    fireEvent.click(screen.getByTestId('template-choose'));
    expect(onChoose).toHaveBeenCalledWith(null);
  });

  it('answers the chosen template id', async () => {
    const { onChoose } = renderChooser();
    fireEvent.click(await screen.findByText('Edição de sábado'));
    fireEvent.click(screen.getByTestId('template-choose'));
    await waitFor(() => expect(onChoose).toHaveBeenCalledWith(9));
  });
});
