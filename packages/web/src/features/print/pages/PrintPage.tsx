import { Suspense } from 'react';
import { Descriptions, Result } from 'antd';
import { PrinterOutlined, WarningOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decodePrintParams } from '../api/printParams';
import { RundownPrint } from '../../rundowns';
import { GuidelinePrint } from '../../assignments';
import { StoryPrint } from '../../stories';
import { ProductionPrint } from '../../productions';
import { ReportagePrint } from '../../newsReports';

/**
 * A print page: decodes its options from the path. No printable type exists yet, so every
 * type honestly says printing it is not available.
 */
export function PrintPage() {
  const { t } = useTranslation();
  const { encodedParams = '', type = '', branchId } = useParams();
  const params = decodePrintParams(encodedParams);

  if (!params) {
    return (
      <Result
        status="warning"
        icon={<WarningOutlined />}
        title={t('print:invalidLinkTitle')}
        subTitle={t('print:invalidLink')}
        data-testid="print-invalid"
      />
    );
  }

  if (type === 'rundown') {
    return (
      <Suspense fallback={null}>
        <RundownPrint params={params} />
      </Suspense>
    );
  }

  if (type === 'story') {
    return (
      <Suspense fallback={null}>
        <StoryPrint params={params} />
      </Suspense>
    );
  }

  if (type === 'guideline') {
    return (
      <Suspense fallback={null}>
        <GuidelinePrint params={params} />
      </Suspense>
    );
  }

  if (type === 'production') {
    return (
      <Suspense fallback={null}>
        <ProductionPrint params={params} />
      </Suspense>
    );
  }

  if (type === 'newsReport') {
    return (
      <Suspense fallback={null}>
        <ReportagePrint params={params} />
      </Suspense>
    );
  }

  const options = Object.entries(params).filter(([key]) => key !== 'random');
  return (
    <Result
      icon={<PrinterOutlined />}
      title={t('print:notAvailableTitle')}
      subTitle={t('print:notAvailable', { type })}
      data-testid="not-available"
      data-print-type={type}
      extra={
        options.length > 0 || branchId ? (
          <Descriptions
            size="small"
            bordered
            column={1}
            title={t('print:options')}
            data-testid="print-options"
            className="nrcs-print-options"
            items={[
              ...(branchId
                ? [{ key: 'branch', label: t('print:branch', { branchId }), children: branchId }]
                : []),
              ...options.map(([key, value]) => ({
                key,
                label: key,
                children: JSON.stringify(value),
              })),
            ]}
          />
        ) : undefined
      }
    />
  );
}
