import type { ReactNode } from 'react';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMmss, sectionContentText, type NewsReport } from '@newsroom/domain';
import {
  PrintedDocument,
  printedIdOf,
  type PrintPageProps,
} from '../../../shared/documents/PrintedDocument';
import { newsReportListKeys } from '../list/listApi';
import { fetchNewsReport } from '../api/newsReportsApi';
import {
  CgLine,
  orderedCgs,
  orderedSections,
  NewsReportHeader,
  SectionHead,
} from '../viewer/NewsReportParts';
import { NewsReportViewer } from '../viewer/NewsReportViewer';
import './newsReportPrint.css';

/**
 * The `newsReport` print type (spec 2 "Print routes"): in one column the viewer's content; in two
 * columns the classic script — CGs, observations, section type and duration on the left, the text
 * to read on the right.
 * Print options: `{ id, twoColumns }`.
 */
export function NewsReportPrint({ params }: PrintPageProps) {
  const { t } = useTranslation('newsReport');
  const id = printedIdOf(params, 'id');
  const isTwoColumns = params.twoColumns === true;
  return (
    <PrintedDocument
      namespace="newsReport"
      query={
        id > 0
          ? {
              queryKey: newsReportListKeys.document(id),
              queryFn: () => fetchNewsReport(id),
              meta: { isSilent: true },
            }
          : null
      }
      slugOf={(newsReport) => (newsReport.visible ? newsReport.slug : t('viewer.private'))}
      notFoundTestId="news-report-print-failed"
    >
      {(newsReport) => (
        <div
          className="nrcs-news-report-print"
          data-testid="news-report-print-page"
          data-columns={isTwoColumns ? 2 : 1}
        >
          {isTwoColumns && newsReport.visible ? (
            <NewsReportScript newsReport={newsReport} />
          ) : (
            <NewsReportViewer newsReport={newsReport} isPreview />
          )}
        </div>
      )}
    </PrintedDocument>
  );
}

function ScriptRow({ cue, text, testId }: { cue: ReactNode; text: ReactNode; testId: string }) {
  return (
    <tr data-testid={testId}>
      <td className="nrcs-news-report-script__cue" data-testid="news-report-script-cue">
        {cue}
      </td>
      <td className="nrcs-news-report-script__text" data-testid="news-report-script-text">
        {text}
      </td>
    </tr>
  );
}

/** The two-column script of a news report. */
function NewsReportScript({ newsReport }: { newsReport: NewsReport }) {
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
      <NewsReportHeader newsReport={newsReport} />
      <table className="nrcs-news-report-script">
        <tbody>
          {(cgs.length > 0 || opening.length > 0) && (
            <ScriptRow
              testId="news-report-script-opening"
              cue={
                cgs.length > 0 && (
                  <Space orientation="vertical" size={2}>
                    <Typography.Text strong>{t('viewer.cgs')}</Typography.Text>
                    {cgs.map((cg) => (
                      <div key={cg.uuid} data-testid="news-report-script-cg">
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
              testId="news-report-script-section"
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
                testId="news-report-script-block"
                cue={<Typography.Text strong>{label}</Typography.Text>}
                text={text}
              />
            ))}
        </tbody>
      </table>
      <Typography.Paragraph strong style={{ marginTop: 8 }} data-testid="news-report-viewer-total">
        {t('viewer.total')}: {formatMmss(newsReport.totalMs)}
      </Typography.Paragraph>
    </>
  );
}
