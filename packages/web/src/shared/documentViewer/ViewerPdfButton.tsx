import { FilePdfOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { currentLocale } from '../i18n';
import { ViewerIconButton } from './ViewerButtons';

/** Props of {@link ViewerPdfButton}. */
export interface ViewerPdfButtonProps {
  /** The document's PDF route (`/api/assignments/5/pdf`). */
  path: string;
  testId: string;
}

/** The PDF route in the reader's language: the server names and writes the file in it. */
export function pdfExportUrl(path: string): string {
  return `${path}?${new URLSearchParams({ locale: currentLocale() }).toString()}`;
}

/**
 * Downloads the document as a PDF made by the server (spec 1 §7 export names). The answer is an
 * attachment, so the new tab only starts the download.
 */
export function ViewerPdfButton({ path, testId }: ViewerPdfButtonProps) {
  const { t } = useTranslation('document');
  return (
    <ViewerIconButton
      icon={<FilePdfOutlined />}
      label={t('exportPdf')}
      onClick={() => window.open(pdfExportUrl(path), '_blank', 'noopener')}
      testId={testId}
    />
  );
}
