import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FeedbackProvider } from '../../../shared/notifications';
import { BRANCH_CONFIG_KEY } from '../api/branchApi';
import { BranchSettingsForm } from './BranchSettingsForm';

describe('BranchSettingsForm', () => {
  it('shows a configuration pushed by someone else while untouched', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(BRANCH_CONFIG_KEY, {
      locale: 'pt_BR',
      branchName: 'Newsroom',
      version: '0.1.0',
    });
    render(
      <QueryClientProvider client={queryClient}>
        <FeedbackProvider>
          <BranchSettingsForm canEdit />
        </FeedbackProvider>
      </QueryClientProvider>,
    );
    const input = () => screen.getByTestId('branch-settings-name') as HTMLInputElement;
    await waitFor(() => expect(input().value).toBe('Newsroom'));
    act(() => {
      queryClient.setQueryData(BRANCH_CONFIG_KEY, {
        locale: 'pt_BR',
        branchName: 'Praça Live',
        version: '0.1.0',
      });
    });
    await waitFor(() => expect(input().value).toBe('Praça Live'));
  });

  it('keeps what the user is typing when a push arrives', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(BRANCH_CONFIG_KEY, {
      locale: 'pt_BR',
      branchName: 'Newsroom',
      version: '0.1.0',
    });
    render(
      <QueryClientProvider client={queryClient}>
        <FeedbackProvider>
          <BranchSettingsForm canEdit />
        </FeedbackProvider>
      </QueryClientProvider>,
    );
    const input = () => screen.getByTestId('branch-settings-name') as HTMLInputElement;
    await waitFor(() => expect(input().value).toBe('Newsroom'));
    fireEvent.change(input(), { target: { value: 'Minha praça' } });
    act(() => {
      queryClient.setQueryData(BRANCH_CONFIG_KEY, {
        locale: 'pt_BR',
        branchName: 'Praça Live',
        version: '0.1.0',
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(input().value).toBe('Minha praça');
  });
});
