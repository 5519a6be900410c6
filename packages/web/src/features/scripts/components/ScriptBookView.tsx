import { Empty, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ScriptBook, ScriptStory } from '@newsroom/domain';
import { displayTime } from '../../../shared/dates';
import { ScriptStoryView } from './ScriptStoryView';
import { useScriptWords } from './useScriptWords';
import '../scripts.css';

/** Props of {@link ScriptBookView}. */
export interface ScriptBookViewProps {
  book: ScriptBook;
  isTwoColumns: boolean;
}

/** Where the block changes, the story that opens it; null inside the same block. */
const opensBlock = (stories: readonly ScriptStory[], index: number) =>
  index === 0 || stories[index - 1]!.blockId !== stories[index]!.blockId;

/**
 * The script book of a day and program: each rundown's header (program, day, planned start and
 * end), then its stories in running order under their block's name, the Standby block's marked.
 */
export function ScriptBookView({ book, isTwoColumns }: ScriptBookViewProps) {
  const { t } = useTranslation('scripts');
  const words = useScriptWords();
  if (book.rundowns.length === 0)
    return <Empty description={t('noRundown')} data-testid="scripts-no-rundown" />;
  return (
    <div className="nrcs-script" data-testid="script-book" data-columns={isTwoColumns ? 2 : 1}>
      {book.rundowns.map((rundown) => (
        <section key={rundown.id} data-testid="script-rundown">
          <Typography.Title level={4} className="nrcs-script__title">
            {t('rundown', {
              program: book.program.name,
              date: words.longDate(rundown.date),
              start: displayTime(rundown.start),
              end: displayTime(rundown.end),
            })}
          </Typography.Title>
          {rundown.stories.length === 0 && <Empty description={t('empty')} />}
          {rundown.stories.map((story, index) => (
            <div key={story.id}>
              {opensBlock(rundown.stories, index) && (
                <Typography.Title
                  level={5}
                  className="nrcs-script__block"
                  data-testid="script-block"
                  data-standby={story.standby}
                >
                  {story.standby ? t('standbyBlock', { name: story.blockName }) : story.blockName}
                </Typography.Title>
              )}
              <ScriptStoryView story={story} words={words} isTwoColumns={isTwoColumns} />
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
