import { useState, type ReactNode } from 'react';
import { ViewerIconButton } from './ViewerButtons';

/** Props of {@link ViewerDialogButton}. */
export interface ViewerDialogButtonProps {
  icon: ReactNode;
  /** Tooltip and accessible name. */
  label: string;
  testId: string;
  /** The dialog or drawer, told whether it is open and how to close it. */
  render: (props: { open: boolean; onClose: () => void }) => ReactNode;
}

/**
 * A viewer button that opens its own dialog or drawer (versions, history, the linked guideline);
 * the dialog portals out, so it sits next to the button.
 */
export function ViewerDialogButton({ icon, label, testId, render }: ViewerDialogButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <ViewerIconButton icon={icon} label={label} onClick={() => setIsOpen(true)} testId={testId} />
      {render({ open: isOpen, onClose: () => setIsOpen(false) })}
    </>
  );
}
