import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { usePrintOptions, type PrintOptionField } from '../print';
import { ViewerIconButton } from './ViewerButtons';

/** Props of {@link ViewerPdfButton}. */
export interface ViewerPdfButtonProps {
  /** The document's PDF route (`/api/assignments/5/pdf`). */
  path: string;
  testId: string;
  /** The print options the export honours (a document's: columns and size). */
  fields?: readonly PrintOptionField[];
}

const DOCUMENT_FIELDS: readonly PrintOptionField[] = ['columns', 'fontSize'];

/**
 * Asks the print options, then downloads the document as a PDF made by the server (spec 1 §7
 * export names) in the chosen language.
 */
export function ViewerPdfButton({ path, testId, fields = DOCUMENT_FIELDS }: ViewerPdfButtonProps) {
  const { t } = useTranslation('document');
  const printOptions = usePrintOptions();
  return (
    <>
      <ViewerIconButton
        icon={<FilePdfOutlined />}
        label={t('exportPdf')}
        onClick={() => printOptions.pdf(path, fields)}
        testId={testId}
      />
      {printOptions.dialog}
    </>
  );
}
