import { useEffect, type ReactNode } from 'react';
import { Alert, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatMmss, sectionContentText, type NewsReport } from '@newsroom/domain';
import { fetchNewsReport, newsReportListKeys } from '../list/listApi';
import {
  CgLine,
  orderedCgs,
  orderedSections,
  ReportageHeader,
  SectionHead,
} from '../viewer/ReportageParts';
import { ReportageViewer } from '../viewer/ReportageViewer';
import './reportagePrint.css';

/** Props of {@link ReportagePrint}. */
export interface ReportagePrintProps {
  /** The print options: `{ id, twoColumns }`. */
  params: Record<string, unknown>;
}

/**
 * The `newsReport` print type (spec 2 "Print routes"): in one column the viewer's content; in two
 * columns the classic script — CGs, observations, section type and duration on the left, the text
 * to read on the right.
 */
export function ReportagePrint({ params }: ReportagePrintProps) {
  const { t } = useTranslation('newsReport');
  const id = typeof params.id === 'number' ? params.id : 0;
  const isTwoColumns = params.twoColumns === true;
  const { data: newsReport, isError } = useQuery({
    queryKey: newsReportListKeys.document(id),
    queryFn: () => fetchNewsReport(id),
    enabled: id > 0,
    meta: { isSilent: true },
  });

  useEffect(() => {
    if (newsReport)
      document.title = t('print.documentTitle', {
        slug: newsReport.visible ? newsReport.slug : t('viewer.private'),
      });
  }, [newsReport, t]);

  if (id <= 0 || isError)
    return (
      <Alert
        type="warning"
        showIcon
        title={t('print.notFound')}
        data-testid="reportage-print-failed"
      />
    );
  if (!newsReport) return <Spin />;
  return (
    <div
      className="nrcs-reportage-print"
      data-testid="reportage-print-page"
      data-columns={isTwoColumns ? 2 : 1}
    >
      {isTwoColumns && newsReport.visible ? (
        <ReportageScript newsReport={newsReport} />
      ) : (
        <ReportageViewer newsReport={newsReport} isPreview />
      )}
    </div>
  );
}

function ScriptRow({ cue, text, testId }: { cue: ReactNode; text: ReactNode; testId: string }) {
  return (
    <tr data-testid={testId}>
      <td className="nrcs-reportage-script__cue" data-testid="reportage-script-cue">
        {cue}
      </td>
      <td className="nrcs-reportage-script__text" data-testid="reportage-script-text">
        {text}
      </td>
    </tr>
  );
}

/** The two-column script of a reportage. */
function ReportageScript({ newsReport }: { newsReport: NewsReport }) {
  const { t } = useTranslation('newsReport');
  const cgs = orderedCgs(newsReport);
  const blocks: [string, string][] = [
    [t('viewer.fields.teaser'), newsReport.teaser],
    [t('viewer.fields.heading'), newsReport.headingSuggestion],
    [t('viewer.fields.footnote'), newsReport.noteSuggestion],
    [t('viewer.fields.information'), newsReport.information],
  ];
  const opening = [newsReport.lead, newsReport.text].filter((text) => text.trim() !== '');
  return (
    <>
      <Typography.Title level={3}>{newsReport.slug}</Typography.Title>
      <ReportageHeader newsReport={newsReport} />
      <table className="nrcs-reportage-script">
        <tbody>
          {(cgs.length > 0 || opening.length > 0) && (
            <ScriptRow
              testId="reportage-script-opening"
              cue={
                cgs.length > 0 && (
                  <Space orientation="vertical" size={2}>
                    <Typography.Text strong>{t('viewer.cgs')}</Typography.Text>
                    {cgs.map((cg) => (
                      <div key={cg.uuid} data-testid="reportage-script-cg">
                        <CgLine cg={cg} />
                      </div>
                    ))}
                  </Space>
                )
              }
              text={opening.join('\n\n')}
            />
          )}
          {orderedSections(newsReport).map((section, position) => (
            <ScriptRow
              key={section.uuid}
              testId="reportage-script-section"
              cue={
                <Space orientation="vertical" size={2}>
                  <SectionHead section={section} position={position + 1} />
                  {section.observation.trim() !== '' && (
                    <Typography.Text type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
                      {section.observation}
                    </Typography.Text>
                  )}
                </Space>
              }
              text={sectionContentText(section)}
            />
          ))}
          {blocks
            .filter(([, text]) => text.trim() !== '')
            .map(([label, text]) => (
              <ScriptRow
                key={label}
                testId="reportage-script-block"
                cue={<Typography.Text strong>{label}</Typography.Text>}
                text={text}
              />
            ))}
        </tbody>
      </table>
      <Typography.Paragraph strong style={{ marginTop: 8 }} data-testid="reportage-viewer-total">
        {t('viewer.total')}: {formatMmss(newsReport.totalMs)}
      </Typography.Paragraph>
    </>
  );
}
