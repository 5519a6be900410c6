import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../shared/components';

/** The preview area (spec 1 §2): not built yet, and it says so. */
export function PreviewPage() {
  const { t } = useTranslation();
  return (
    <div className="nrcs-area__content" data-testid="preview-page">
      <NotAvailable areaName={t('menu:areas.preview')} />
    </div>
  );
}
