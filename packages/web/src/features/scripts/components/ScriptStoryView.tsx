import { Tag, Typography } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formatMmss, type ScriptStory } from '@newsroom/domain';
import { ScriptPartsView } from './ScriptPartsView';
import type { ScriptWords } from './useScriptWords';

/** Props of {@link ScriptStoryView}. */
export interface ScriptStoryViewProps {
  story: ScriptStory;
  words: ScriptWords;
  isTwoColumns: boolean;
}

/**
 * One story of the script book: its header (page, slug, presenters, durations, approval), its
 * script, and the script of the reportage it was made from. A private story of others shows its
 * page and that it is private, nothing else.
 */
export function ScriptStoryView({ story, words, isTwoColumns }: ScriptStoryViewProps) {
  const { t } = useTranslation('scripts');
  return (
    <article
      className="nrcs-script__story"
      data-testid="script-story"
      data-story-id={story.id}
      data-visible={story.visible}
    >
      <header className="nrcs-script__story-head">
        <span className="nrcs-script__page">{story.page}</span>
        {story.visible ? (
          <Typography.Text strong className="nrcs-script__slug">
            {story.slug}
          </Typography.Text>
        ) : (
          <Typography.Text type="secondary" data-testid="script-story-private">
            <LockOutlined /> {t('story.private')}
          </Typography.Text>
        )}
        {story.presenterIds.length > 0 && (
          <Typography.Text type="secondary">
            {t('story.presenters', { names: story.presenterIds.map(words.nickname).join(', ') })}
          </Typography.Text>
        )}
        <Typography.Text type="secondary" data-testid="script-story-durations">
          {t('story.durations', {
            estimated: formatMmss(story.estimatedMs),
            total: formatMmss(story.totalMs),
          })}
        </Typography.Text>
        {story.approved && <Tag color="green">{t('story.approved')}</Tag>}
      </header>
      {story.visible && story.parts.length === 0 && !story.reportage && (
        <Typography.Text type="secondary">{t('story.noScript')}</Typography.Text>
      )}
      <ScriptPartsView parts={story.parts} words={words} isTwoColumns={isTwoColumns} />
      {story.reportage && (
        <section className="nrcs-script__reportage" data-testid="script-reportage">
          <Typography.Text strong>
            {t('reportage.title', { slug: story.reportage.slug })}
          </Typography.Text>{' '}
          <Typography.Text type="secondary">
            {[
              story.reportage.reporterId === null
                ? ''
                : t('reportage.reporter', { name: words.nickname(story.reportage.reporterId) }),
              t('reportage.total', { duration: formatMmss(story.reportage.totalMs) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Typography.Text>
          <ScriptPartsView
            parts={story.reportage.parts}
            words={words}
            isTwoColumns={isTwoColumns}
          />
        </section>
      )}
    </article>
  );
}
