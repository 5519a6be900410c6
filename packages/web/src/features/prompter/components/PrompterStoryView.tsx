import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SCRIPT_CUE_TYPES, scriptCueLine, type PrompterStory } from '@newsroom/domain';

/** Props of {@link PrompterStoryView}. */
export interface PrompterStoryViewProps {
  story: PrompterStory;
  isOnAir: boolean;
}

/**
 * One story as the presenter reads it: a slim head (page, slug), the read texts large, cues as
 * one bracketed line. Memoized on the story object, which the script merge keeps while the story
 * is unchanged: an edit elsewhere re-renders nothing here.
 */
export const PrompterStoryView = memo(function PrompterStoryView({
  story,
  isOnAir,
}: PrompterStoryViewProps) {
  const { t } = useTranslation('scripts');
  const labels = Object.fromEntries(
    SCRIPT_CUE_TYPES.map((type) => [type, t(`cues.${type}`)]),
  ) as Record<(typeof SCRIPT_CUE_TYPES)[number], string>;
  return (
    <section
      className={`nrcs-prompter__story${isOnAir ? ' nrcs-prompter__story--on-air' : ''}`}
      data-story-id={story.id}
      data-testid="prompter-story"
    >
      <header className="nrcs-prompter__story-head">
        {[story.page, story.slug].filter(Boolean).join(' · ')}
      </header>
      {story.parts.map((part, index) =>
        part.kind === 'cue' ? (
          <p key={index} className="nrcs-prompter__cue">
            {scriptCueLine(part, labels)}
          </p>
        ) : (
          <p key={index} className={`nrcs-prompter__read nrcs-prompter__read--${part.kind}`}>
            {part.camera ? (
              <span className="nrcs-prompter__camera">{t('camera', { camera: part.camera })} </span>
            ) : null}
            {part.text}
          </p>
        ),
      )}
    </section>
  );
});
