import { Descriptions, Space, Tag, Typography } from 'antd';
import { CheckCircleTwoTone } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  cgText,
  formatMmss,
  sectionContentText,
  type NewsReport,
  type NewsReportCg,
  type NewsReportSection,
} from '@newsroom/domain';
import { displayDate } from '../../../shared/dates';
import { useNewsReportNames } from './useNewsReportNames';

/** Props shared by the parts of the news report viewer. */
export interface NewsReportPartProps {
  newsReport: NewsReport;
}

const listed = (names: readonly string[]) => (names.length > 0 ? names.join(', ') : '—');

/** Sections in their order. */
export function orderedSections(newsReport: Pick<NewsReport, 'sections'>): NewsReportSection[] {
  return [...newsReport.sections].sort((a, b) => a.index - b.index);
}

/** CGs in their order. */
export function orderedCgs(newsReport: Pick<NewsReport, 'cgs'>): NewsReportCg[] {
  return [...newsReport.cgs].sort((a, b) => a.index - b.index);
}

/**
 * The viewer's header fields: date, state, reporter, editor, programs (or 'drawer'), vehicles,
 * editorials, classification, cameraman.
 */
export function NewsReportHeader({ newsReport }: NewsReportPartProps) {
  const { t } = useTranslation('newsReport');
  const names = useNewsReportNames()(newsReport);
  const items = [
    { key: 'date', children: displayDate(newsReport.date) },
    { key: 'state', children: t(`assignment:states.${newsReport.state}`) },
    { key: 'reporter', children: names.reporter ?? '—' },
    { key: 'editor', children: names.editor ?? '—' },
    {
      key: 'programs',
      children:
        names.programs.length > 0 ? names.programs.join(', ') : <Tag>{t('viewer.drawer')}</Tag>,
    },
    { key: 'vehicles', children: listed(names.vehicles) },
    { key: 'editorials', children: listed(names.editorials) },
    { key: 'classification', children: names.classification ?? '—' },
    { key: 'cameraman', children: newsReport.cameraman || '—' },
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={items.map((item) => ({
        key: item.key,
        label: t(`viewer.fields.${item.key}`),
        children: <span data-testid={`news-report-viewer-${item.key}`}>{item.children}</span>,
      }))}
    />
  );
}

/** The CGs: template (or MOS slug) and filled values, in order. */
export function NewsReportCgs({ newsReport }: NewsReportPartProps) {
  const { t } = useTranslation('newsReport');
  const cgs = orderedCgs(newsReport);
  if (cgs.length === 0) return null;
  return (
    <div data-testid="news-report-viewer-cgs">
      <Typography.Title level={5}>{t('viewer.cgs')}</Typography.Title>
      {cgs.map((cg) => (
        <div key={cg.uuid} className="nrcs-news-report-cg" data-testid="news-report-viewer-cg">
          <CgLine cg={cg} />
        </div>
      ))}
    </div>
  );
}

/** One CG: the template name (or code) in a tag, then the values by field name. */
export function CgLine({ cg }: { cg: NewsReportCg }) {
  if (cg.ciiData) {
    const template = cg.ciiData.templateName || cg.ciiData.templateCode;
    return (
      <Space size={4} wrap>
        {template && <Tag color="geekblue">{template}</Tag>}
        {cg.ciiData.fields
          .filter((field) => field.value.trim() !== '')
          .map((field) => (
            <span key={field.uuid}>
              {field.name && <Typography.Text type="secondary">{field.name}: </Typography.Text>}
              {field.value}
            </span>
          ))}
        {cg.ciiData.comment && <Typography.Text italic>({cg.ciiData.comment})</Typography.Text>}
      </Space>
    );
  }
  return <span>{cgText(cg)}</span>;
}

/** A titled text block; nothing when the text is empty. */
export function TextBlock({
  label,
  text,
  testId,
}: {
  label: string;
  text: string;
  testId: string;
}) {
  if (text.trim() === '') return null;
  return (
    <div className="nrcs-news-report-text" data-testid={testId}>
      <Typography.Title level={5}>{label}</Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{text}</Typography.Paragraph>
    </div>
  );
}

/**
 * A text block of the viewer: its key (label `viewer.fields.<key>`, test id
 * `news-report-viewer-<key>`) and the field it shows.
 */
interface TextBlockSpec {
  key: string;
  field: 'lead' | 'text' | 'teaser' | 'headingSuggestion' | 'noteSuggestion' | 'information';
}

/** The lead (subtitle) and text, above the sections. */
const LEAD_AND_TEXT_BLOCKS: readonly TextBlockSpec[] = [
  { key: 'lead', field: 'lead' },
  { key: 'text', field: 'text' },
];

/** The optional blocks, below the sections. */
const OPTIONAL_TEXT_BLOCKS: readonly TextBlockSpec[] = [
  { key: 'teaser', field: 'teaser' },
  { key: 'heading', field: 'headingSuggestion' },
  { key: 'footnote', field: 'noteSuggestion' },
  { key: 'information', field: 'information' },
];

/** Titled text blocks of a news report, in order; an empty one shows nothing. */
function TextBlocks({
  newsReport,
  blocks,
}: NewsReportPartProps & { blocks: readonly TextBlockSpec[] }) {
  const { t } = useTranslation('newsReport');
  return blocks.map(({ key, field }) => (
    <TextBlock
      key={key}
      label={t(`viewer.fields.${key}`)}
      text={newsReport[field]}
      testId={`news-report-viewer-${key}`}
    />
  ));
}

/** Lead (subtitle) and text. */
export function NewsReportLeadAndText({ newsReport }: NewsReportPartProps) {
  return <TextBlocks newsReport={newsReport} blocks={LEAD_AND_TEXT_BLOCKS} />;
}

/** The optional blocks: teaser, heading, footnote, info. */
export function NewsReportOptionalBlocks({ newsReport }: NewsReportPartProps) {
  return <TextBlocks newsReport={newsReport} blocks={OPTIONAL_TEXT_BLOCKS} />;
}

/** The green tick of an approved news report or section. */
export function ApprovedTick({ testId }: { testId: string }) {
  const { t } = useTranslation('newsReport');
  return (
    <CheckCircleTwoTone
      twoToneColor="#52c41a"
      aria-label={t('viewer.approved')}
      data-testid={testId}
    />
  );
}

/** The head of a section: its number, type, duration and approved tick. */
export function SectionHead({
  section,
  position,
}: {
  section: NewsReportSection;
  position: number;
}) {
  const { t } = useTranslation('newsReport');
  return (
    <Space size={6}>
      <Typography.Text strong>{position}.</Typography.Text>
      <Tag>{t(`viewer.sectionTypes.${section.type}`)}</Tag>
      <Typography.Text type="secondary" data-testid="news-report-section-duration">
        {formatMmss(section.durationMs)}
      </Typography.Text>
      {section.approved && <ApprovedTick testId="news-report-section-approved" />}
    </Space>
  );
}

/** The numbered sections with durations, approved ticks, content and observation. */
export function NewsReportSections({ newsReport }: NewsReportPartProps) {
  const { t } = useTranslation('newsReport');
  const sections = orderedSections(newsReport);
  if (sections.length === 0) return null;
  return (
    <div data-testid="news-report-viewer-sections">
      <Typography.Title level={5}>{t('viewer.sections')}</Typography.Title>
      {sections.map((section, position) => (
        <div
          key={section.uuid}
          className="nrcs-news-report-section"
          data-testid="news-report-viewer-section"
          data-type={section.type}
          style={{ marginBottom: 12 }}
        >
          <SectionHead section={section} position={position + 1} />
          {section.content.trim() !== '' && (
            <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
              {section.type === 'INTERVIEW' ? sectionContentText(section) : section.content}
            </Typography.Paragraph>
          )}
          {section.observation.trim() !== '' && (
            <Typography.Paragraph
              type="secondary"
              style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
            >
              {t('viewer.observation')}: {section.observation}
            </Typography.Paragraph>
          )}
        </div>
      ))}
    </div>
  );
}

/** The total duration (mm:ss). */
export function NewsReportTotal({ newsReport }: NewsReportPartProps) {
  const { t } = useTranslation('newsReport');
  return (
    <Typography.Text strong data-testid="news-report-viewer-total">
      {t('viewer.total')}: {formatMmss(newsReport.totalMs)}
    </Typography.Text>
  );
}

/** Everything the viewer shows below its title, in reading order (also the one-column print). */
export function NewsReportContent({ newsReport }: NewsReportPartProps) {
  return (
    <>
      <NewsReportHeader newsReport={newsReport} />
      <NewsReportCgs newsReport={newsReport} />
      <NewsReportLeadAndText newsReport={newsReport} />
      <NewsReportSections newsReport={newsReport} />
      <NewsReportOptionalBlocks newsReport={newsReport} />
      <NewsReportTotal newsReport={newsReport} />
    </>
  );
}
