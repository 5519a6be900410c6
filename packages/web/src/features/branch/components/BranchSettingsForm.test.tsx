import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackProvider } from '../../../shared/notifications';
import { BRANCH_CONFIG_KEY } from '../api/branchApi';
import { BranchSettingsForm } from './BranchSettingsForm';

/** The configuration with `branchName`, as loaded or pushed. */
const pushName = (queryClient: QueryClient, branchName: string) =>
  queryClient.setQueryData(BRANCH_CONFIG_KEY, { locale: 'pt_BR', branchName, version: '0.1.0' });

/** Renders the form over a loaded "Newsroom" and waits for its name field to show it. */
async function renderForm() {
  const queryClient = new QueryClient();
  pushName(queryClient, 'Newsroom');
  render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>
        <BranchSettingsForm canEdit />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  const input = () => screen.getByTestId('branch-settings-name') as HTMLInputElement;
  await waitFor(() => expect(input().value).toBe('Newsroom'));
  return { queryClient, input };
}

describe('BranchSettingsForm', () => {
  it('shows a configuration pushed by someone else while untouched', async () => {
    const { queryClient, input } = await renderForm();
    act(() => pushName(queryClient, 'Praça Live'));
    await waitFor(() => expect(input().value).toBe('Praça Live'));
  });

  it('keeps what the user is typing when a push arrives', async () => {
    const { queryClient, input } = await renderForm();
    fireEvent.change(input(), { target: { value: 'Minha praça' } });
    act(() => pushName(queryClient, 'Praça Live'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input().value).toBe('Minha praça');
  });
});
