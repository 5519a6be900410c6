import type { ReactNode } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { printPath } from '../print';
import { ViewerIconButton } from './ViewerButtons';

/** Props of {@link ViewerPrintButton}. */
export interface ViewerPrintButtonProps {
  /** The print page's type (`guideline`, `production`...) and its parameters. */
  page: string;
  options: Record<string, unknown>;
  label: string;
  testId: string;
  /** The printer by default. */
  icon?: ReactNode;
}

/** Opens the document's print page in a new tab (a fresh link each click, as print links are). */
export function ViewerPrintButton({
  page,
  options,
  label,
  testId,
  icon = <PrinterOutlined />,
}: ViewerPrintButtonProps) {
  return (
    <ViewerIconButton
      icon={icon}
      label={label}
      onClick={() => window.open(printPath(page, options), '_blank', 'noopener')}
      testId={testId}
    />
  );
}
