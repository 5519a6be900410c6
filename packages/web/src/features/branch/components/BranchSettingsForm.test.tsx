import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackProvider } from '../../../shared/notifications';
import { BRANCH_CONFIG_KEY } from '../api/branchApi';
import { BranchSettingsForm } from './BranchSettingsForm';

const config = (branchName: string) => ({ locale: 'pt_BR', branchName, version: '0.1.0' });

/** Renders the form over a cache holding "Newsroom" and waits until it shows. */
async function renderForm() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(BRANCH_CONFIG_KEY, config('Newsroom'));
  render(
    <QueryClientProvider client={queryClient}>
      <FeedbackProvider>
        <BranchSettingsForm canEdit />
      </FeedbackProvider>
    </QueryClientProvider>,
  );
  await waitFor(() => expect(input().value).toBe('Newsroom'));
  return {
    /** Someone else's save arriving by push. */
    push: (branchName: string) =>
      act(() => {
        queryClient.setQueryData(BRANCH_CONFIG_KEY, config(branchName));
      }),
  };
}

const input = () => screen.getByTestId('branch-settings-name') as HTMLInputElement;

describe('BranchSettingsForm', () => {
  it('shows a configuration pushed by someone else while untouched', async () => {
    const { push } = await renderForm();
    push('Praça Live');
    await waitFor(() => expect(input().value).toBe('Praça Live'));
  });

  it('keeps what the user is typing when a push arrives', async () => {
    const { push } = await renderForm();
    fireEvent.change(input(), { target: { value: 'Minha praça' } });
    push('Praça Live');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input().value).toBe('Minha praça');
  });
});
