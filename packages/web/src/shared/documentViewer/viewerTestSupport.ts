import { expect, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Clicks a viewer's Copy button (test id `testId`) and gives what it wrote to a stub clipboard. */
export async function copiedText(testId: string): Promise<string> {
  const writeText = vi.fn(async (_text: string) => undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  fireEvent.click(screen.getByTestId(testId));
  await waitFor(() => expect(writeText).toHaveBeenCalled());
  return String(writeText.mock.calls[0]?.[0]);
}
