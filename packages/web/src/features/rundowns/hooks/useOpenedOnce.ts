import { useState } from 'react';

/**
 * True from the first time `isOpen` is true on: a lazily loaded dialog is mounted (and its code
 * fetched) when first opened, then stays mounted so it can play its closing animation.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}
