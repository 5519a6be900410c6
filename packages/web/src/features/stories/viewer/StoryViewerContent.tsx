import type { StoryId } from '@newsroom/domain';
import { Descriptions, Empty, Flex, Space, Tag, Typography } from 'antd';
import { CopyOutlined, ExportOutlined, PrinterOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  formatDurationMs,
  READ_SUBSECTION_TYPES,
  sortSections,
  storyCgs,
  type Section,
  type StoryDocument,
  type Subsection,
} from '@newsroom/domain';
import { TypeTag, useCompanyData } from '../../companyData';
import { IconButton } from '../../../shared/components';
import { CreatePostButton } from '../../posts';
import { usePrintOptions } from '../../../shared/print';
import { ViewerPdfButton } from '../../../shared/documentViewer';
import { useCopyStoryText } from './useCopyStoryText';
import { publishSelectedStory } from './storyViewerChannel';
import { cgTemplate } from './cgTemplate';
import '../stories.css';

/** Props of {@link StoryViewerContent}. */
export interface StoryViewerContentProps {
  story: StoryDocument;
  isDetached: boolean;
  isPreview: boolean;
}

/** Path of the detached viewer window; it then follows the rundown screen's selection. */
export function detachedViewerPath(storyId: StoryId): string {
  return `/preview?viewer=story&storyId=${storyId}`;
}

/** A loaded story as the viewer shows it. */
export function StoryViewerContent({ story, isDetached, isPreview }: StoryViewerContentProps) {
  const { t } = useTranslation('story');
  const company = useCompanyData();
  const copyText = useCopyStoryText();
  const type = company.data?.types.find((candidate) => candidate.id === story.typeId);
  const nicknames = new Map((company.data?.users ?? []).map((user) => [user.id, user.nickname]));
  const presenter = (id: number) => nicknames.get(id);

  const printOptions = usePrintOptions();
  const handlePrint = () => printOptions.print('story', { storyId: story.id }, ['fontSize']);

  const handleDetach = () => {
    publishSelectedStory(story.id);
    window.open(detachedViewerPath(story.id), 'nrcs-story-viewer', 'popup,width=700,height=900');
  };

  const durations = [
    { key: 'head', label: t('viewer.head'), ms: story.headMs },
    { key: 'link', label: t('viewer.link'), ms: story.linkMs },
    { key: 'vt', label: t('viewer.vt'), ms: story.vtMs },
    { key: 'vo', label: t('viewer.vo'), ms: story.voMs },
    { key: 'total', label: t('viewer.total'), ms: story.totalMs },
  ];
  const cgs = storyCgs(story.sections);

  return (
    <Flex
      vertical
      gap="middle"
      className="nrcs-story-viewer"
      data-testid="story-viewer"
      data-story-id={story.id}
    >
      <Flex gap="small" align="center" wrap>
        <Typography.Text strong className="nrcs-story-viewer__page">
          {story.page}
        </Typography.Text>
        {type ? <TypeTag abbreviation={type.abbreviation} color={type.color} /> : null}
        <Typography.Title
          level={4}
          className="nrcs-story-viewer__slug"
          data-testid="story-viewer-slug"
        >
          {story.visible ? story.slug || t('viewer.noSlug') : t('viewer.private')}
        </Typography.Title>
        {story.excluded ? <Tag color="red">{t('viewer.excluded')}</Tag> : null}
        {isPreview ? null : (
          <Space size="small" className="nrcs-story-viewer__actions">
            <IconButton
              icon={<CopyOutlined />}
              label={t('viewer.copy')}
              disabled={!story.visible}
              onClick={() => void copyText(story)}
              testId="story-copy-text"
            />
            <IconButton
              icon={<PrinterOutlined />}
              label={t('viewer.print')}
              onClick={handlePrint}
              testId="story-print"
            />
            {story.visible && (
              <ViewerPdfButton path={`/api/stories/${story.id}/pdf`} testId="story-pdf" />
            )}
            {isDetached ? null : (
              <IconButton
                icon={<ExportOutlined />}
                label={t('viewer.detach')}
                onClick={handleDetach}
                testId="story-detach"
              />
            )}
            {/* The detached window has no posts area to open the new post in. */}
            {!isDetached && story.visible && (
              <CreatePostButton
                sourceType="story"
                sourceId={story.id}
                variant="small"
                testId="story-create-post"
              />
            )}
          </Space>
        )}
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={5}
        layout="vertical"
        items={durations.map((duration) => ({
          key: duration.key,
          label: duration.label,
          children: (
            <span data-testid={duration.key === 'total' ? 'story-viewer-total' : undefined}>
              {formatDurationMs(duration.ms)}
            </span>
          ),
        }))}
      />
      {story.visible ? (
        <>
          {story.sections.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('viewer.noSections')} />
          ) : (
            sortSections(story.sections).map((section) => (
              <SectionView key={section.type} section={section} presenter={presenter} />
            ))
          )}
          <section className="nrcs-story-viewer__cgs">
            <Typography.Title level={5}>{t('viewer.cgs')}</Typography.Title>
            {cgs.length === 0 ? (
              <Typography.Text type="secondary">{t('viewer.noCgs')}</Typography.Text>
            ) : (
              <ul>
                {cgs.map((cg) => (
                  <li key={cg.uuid} data-testid="story-viewer-cg">
                    <Typography.Text strong>{cgTemplate(cg)}</Typography.Text>
                    {cg.cgFields.map((field) => (
                      <div key={field.uuid} className="nrcs-story-viewer__cg-field">
                        <Typography.Text type="secondary">{field.name}:</Typography.Text>{' '}
                        {field.value}
                      </div>
                    ))}
                  </li>
                ))}
              </ul>
            )}
          </section>
          {story.information.trim() ? (
            <section>
              <Typography.Title level={5}>{t('viewer.information')}</Typography.Title>
              <Typography.Paragraph className="nrcs-story-viewer__text">
                {story.information}
              </Typography.Paragraph>
            </section>
          ) : null}
        </>
      ) : (
        <Typography.Text type="secondary" data-testid="story-viewer-masked">
          {t('viewer.privateHint')}
        </Typography.Text>
      )}
      {printOptions.dialog}
    </Flex>
  );
}

function SectionView({
  section,
  presenter,
}: {
  section: Section;
  presenter: (id: number) => string | undefined;
}) {
  const { t } = useTranslation('story');
  return (
    <section className="nrcs-story-viewer__section" data-section-type={section.type}>
      <Typography.Title level={5}>
        {t(`sections.${section.type}`)}{' '}
        <Typography.Text type="secondary">{formatDurationMs(section.durationMs)}</Typography.Text>
      </Typography.Title>
      {section.cueIn ? (
        <div className="nrcs-story-viewer__cue">
          <Typography.Text type="secondary">{t('viewer.cueIn')}:</Typography.Text> {section.cueIn}
        </div>
      ) : null}
      {section.subSections.map((sub) => (
        <SubsectionView key={sub.uuid} sub={sub} presenter={presenter} />
      ))}
      {section.cueOut ? (
        <div className="nrcs-story-viewer__cue">
          <Typography.Text type="secondary">{t('viewer.cueOut')}:</Typography.Text> {section.cueOut}
        </div>
      ) : null}
    </section>
  );
}

function SubsectionView({
  sub,
  presenter,
}: {
  sub: Subsection;
  presenter: (id: number) => string | undefined;
}) {
  const { t } = useTranslation('story');
  if (READ_SUBSECTION_TYPES.includes(sub.type)) {
    const who = sub.presenterId !== null ? presenter(sub.presenterId) : undefined;
    return (
      <div className="nrcs-story-viewer__read">
        {who || sub.camera ? (
          <Space size="small">
            {who ? <Tag>{who}</Tag> : null}
            {sub.camera ? <Tag>{t('viewer.cameraOf', { camera: sub.camera })}</Tag> : null}
            <Typography.Text type="secondary">{formatDurationMs(sub.durationMs)}</Typography.Text>
          </Space>
        ) : null}
        <Typography.Paragraph className="nrcs-story-viewer__text">{sub.text}</Typography.Paragraph>
      </div>
    );
  }
  if (sub.type === 'MOS_VIDEO') {
    return (
      <div className="nrcs-story-viewer__video" data-testid="story-viewer-video">
        <Tag color="blue">{t('viewer.video')}</Tag>
        {sub.media?.slug || sub.slug || t('viewer.noMedia')}{' '}
        <Typography.Text type="secondary">{formatDurationMs(sub.durationMs)}</Typography.Text>
      </div>
    );
  }
  return (
    <div className="nrcs-story-viewer__cg">
      <Tag color="purple">{sub.type === 'MOS_CG' ? 'MOS CG' : 'CG'}</Tag>
      {cgTemplate(sub)}
    </div>
  );
}
