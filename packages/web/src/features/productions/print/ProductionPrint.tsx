import { useEffect } from 'react';
import { Alert, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchProduction, productionKeys } from '../api/productionsApi';
import { ProductionDetailFields } from '../components/ProductionViewer';
import { ProductionStatusTag } from '../components/ProductionStatusTag';
import { ProductionTaskTable } from '../components/ProductionTaskTable';
import { useProductionLookups } from '../hooks/useProductionLookups';
import '../productions.css';

/** Props of {@link ProductionPrint}. */
export interface ProductionPrintProps {
  /** The print options: `{ productionId }`. */
  params: Record<string, unknown>;
}

/**
 * The production for paper (print type `production`): fields, every task with its information,
 * information.
 */
export function ProductionPrint({ params }: ProductionPrintProps) {
  const { t } = useTranslation('production');
  const lookups = useProductionLookups();
  const productionId = typeof params.productionId === 'number' ? params.productionId : 0;
  const { data: production, isError } = useQuery({
    queryKey: productionKeys.document(productionId),
    queryFn: () => fetchProduction(productionId),
    enabled: productionId > 0,
  });

  useEffect(() => {
    if (production) document.title = t('print.documentTitle', { slug: production.slug });
  }, [production, t]);

  if (productionId <= 0 || isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('print.notFound')}
        data-testid="production-print-not-found"
      />
    );
  if (!production) return <Spin />;
  return (
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
  );
}
