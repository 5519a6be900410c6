import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { DeleteButton } from './DeleteButton';
import { renderWithI18n } from '../../test/renderWithI18n';
import { visibleTooltip } from '../../test/visibleTooltip';

afterEach(cleanup);

function renderButton(onConfirm = vi.fn()) {
  renderWithI18n(
    <DeleteButton
      confirmTitle="Excluir a pauta?"
      label="Excluir"
      onConfirm={onConfirm}
      testId="delete"
      confirmTestId="delete-confirm"
      hasTooltip
    />,
  );
  return onConfirm;
}

describe('DeleteButton', () => {
  it('shows its label on hover and hides it while the confirmation is open', async () => {
    const onConfirm = renderButton();
    fireEvent.mouseEnter(screen.getByTestId('delete'));
    await waitFor(() => expect(visibleTooltip()?.textContent).toBe('Excluir'));

    fireEvent.click(screen.getByTestId('delete'));
    const confirm = await screen.findByTestId('delete-confirm');
    await waitFor(() => expect(visibleTooltip()).toBeUndefined());
    expect(screen.getByText('Excluir a pauta?')).toBeTruthy();

    fireEvent.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});
