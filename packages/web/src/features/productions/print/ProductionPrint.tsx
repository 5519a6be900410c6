import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PrintedDocument,
  printedIdOf,
  type PrintPageProps,
} from '../../../shared/documents/PrintedDocument';
import { fetchProduction, productionKeys } from '../api/productionsApi';
import { ProductionDetailFields } from '../components/ProductionViewer';
import { ProductionStatusTag } from '../components/ProductionStatusTag';
import { ProductionTaskTable } from '../components/ProductionTaskTable';
import { useProductionLookups } from '../hooks/useProductionLookups';
import '../productions.css';

/**
 * The production for paper (print type `production`): fields, every task with its information,
 * information.
 * Print options: `{ productionId }`.
 */
export function ProductionPrint({ params }: PrintPageProps) {
  const { t } = useTranslation('production');
  const lookups = useProductionLookups();
  const id = printedIdOf(params, 'productionId');
  return (
    <PrintedDocument
      namespace="production"
      query={
        id > 0
          ? { queryKey: productionKeys.document(id), queryFn: () => fetchProduction(id) }
          : null
      }
      slugOf={(production) => production.slug}
      notFoundTestId="production-print-not-found"
    >
      {(production) => (
        <div className="nrcs-production-print" data-testid="production-print-page">
          <Typography.Title level={3}>
            <Space size={8}>
              {production.slug}
              <ProductionStatusTag status={production.status} />
            </Space>
          </Typography.Title>
          <ProductionDetailFields production={production} lookups={lookups} />
          <Typography.Title level={4}>{t('fields.tasks')}</Typography.Title>
          <ProductionTaskTable tasks={production.tasks} isPrint />
          <Typography.Title level={4}>{t('fields.information')}</Typography.Title>
          <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
            {production.information || '—'}
          </Typography.Paragraph>
        </div>
      )}
    </PrintedDocument>
  );
}
