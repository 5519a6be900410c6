import { Suspense, type CSSProperties } from 'react';
import { Descriptions, Result } from 'antd';
import { PrinterOutlined, WarningOutlined } from '@ant-design/icons';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { decodePrintParams, printFontSizeOf, type PrintEntry } from '../../../shared/print';
import './printPage.css';

/** Props of {@link PrintPage}. */
export interface PrintPageProps {
  /** The printable types; the app composes them from each feature's entries. */
  entries: readonly PrintEntry[];
  /** The types printed from another branch (`/print/branches/{branchId}/…`), read through it. */
  branchEntries?: readonly PrintEntry[];
}

/**
 * A print page: decodes its options from the path and prints with the entry of its type; a type
 * without an entry honestly says printing it is not available. The print size the options chose
 * (`fontSizePt`) replaces the newsroom's for every type alike.
 */
export function PrintPage({ entries, branchEntries = [] }: PrintPageProps) {
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
  const entry = (branchId ? branchEntries : entries).find((candidate) => candidate.type === type);
  if (entry) {
    const fontSizePt = printFontSizeOf(params);
    const style =
      fontSizePt === null
        ? undefined
        : ({ '--nrcs-print-font-size': `${fontSizePt}pt` } as CSSProperties);
    return (
      <div className="nrcs-print-page" style={style} data-testid="print-page">
        <Suspense fallback={null}>
          <entry.Renderer params={params} />
        </Suspense>
      </div>
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
