import type { ReactNode } from 'react';
import { PrinterOutlined } from '@ant-design/icons';
import { usePrintOptions, type PrintOptionField } from '../print';
import { ViewerIconButton } from './ViewerButtons';

/** Props of {@link ViewerPrintButton}. */
export interface ViewerPrintButtonProps {
  /** The print page's type (`guideline`, `production`...) and its parameters. */
  page: string;
  options: Record<string, unknown>;
  /** The print options the page honours (the print size by default). */
  fields?: readonly PrintOptionField[];
  label: string;
  testId: string;
  /** The printer by default. */
  icon?: ReactNode;
}

/**
 * Asks the print options, then opens the document's print page in a new tab (a fresh link each
 * time, as print links are).
 */
export function ViewerPrintButton({
  page,
  options,
  fields = ['fontSize'],
  label,
  testId,
  icon = <PrinterOutlined />,
}: ViewerPrintButtonProps) {
  const printOptions = usePrintOptions();
  return (
    <>
      <ViewerIconButton
        icon={icon}
        label={label}
        onClick={() => printOptions.print(page, options, fields)}
        testId={testId}
      />
      {printOptions.dialog}
    </>
  );
}
