import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { Alert, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { INITIAL_PROMPTER_STATE, onAirPrompterStoryId, prompterReducer } from '@newsroom/domain';
import { PrompterScroller } from '../components/PrompterScroller';
import { PrompterKeysModal } from '../components/PrompterKeysModal';
import { PrompterSettingsBar } from '../components/PrompterSettingsBar';
import type { ScriptPlace } from '../components/scrollGeometry';
import {
  readBindings,
  readView,
  writeBindings,
  writeView,
  type PrompterBindings,
  type PrompterView,
} from '../hooks/prompterStorage';
import { usePrompterInputs } from '../hooks/usePrompterInputs';
import { usePrompterScript } from '../hooks/usePrompterScript';
import { usePrompterSync } from '../hooks/usePrompterSync';
import '../prompter.css';

/**
 * The web prompter (`/prompter/:rundownId`, issue 26), in a window of its own: the script of the
 * approved stories scrolling under the reading line, driven by keys, wheel, gamepad, a shuttle or
 * pedal — or following an operator's screen. It jumps to the story put on air.
 */
export function PrompterPage() {
  const { t } = useTranslation('prompter');
  const rundownId = Number(useParams().rundownId);
  const { script, rundown } = usePrompterScript(rundownId);
  const [view, setView] = useState<PrompterView>(readView);
  const [control, dispatch] = useReducer(prompterReducer, INITIAL_PROMPTER_STATE);
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  const placeRef = useRef<ScriptPlace | null>(null);
  const [bindings, setBindings] = useState(readBindings);
  const [isEditingKeys, setEditingKeys] = useState(false);
  const isOperator = view.mode === 'operator';

  const handleViewChange = useCallback((next: PrompterView) => {
    setView(next);
    writeView(next);
  }, []);
  const handleBindingsSave = useCallback((next: PrompterBindings) => {
    setBindings(next);
    writeBindings(next);
    setEditingKeys(false);
  }, []);

  const stories = script.data?.stories;
  useEffect(() => {
    if (stories)
      dispatch({ type: 'scriptChanged', stories: stories.map(({ id, page }) => ({ id, page })) });
  }, [stories]);

  // PLAY from the rundown or a MOS device moves the on-air marker: every screen goes there.
  const onAir = rundown.data?.onAir ?? null;
  const onAirStoryId = stories ? onAirPrompterStoryId({ stories }, onAir) : null;
  useEffect(() => {
    if (onAirStoryId !== null) dispatch({ type: 'jumpToStory', storyId: onAirStoryId });
  }, [onAirStoryId, onAir?.start]);

  usePrompterInputs(dispatch, {
    bindings,
    scroller,
    isPaused: control.isPaused,
    // The editor takes the keys while open.
    isEnabled: isOperator && !isEditingKeys,
  });
  const follow = usePrompterSync({ rundownId, isOperator, control, dispatch, placeRef });

  if (!Number.isInteger(rundownId) || rundownId <= 0 || script.isError)
    return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!stories) return <Spin fullscreen />;
  return (
    <div className="nrcs-prompter" data-testid="prompter" data-on-air={onAirStoryId ?? ''}>
      <PrompterSettingsBar
        view={view}
        onViewChange={handleViewChange}
        control={control}
        onEditKeys={() => setEditingKeys(true)}
      />
      {isEditingKeys ? (
        <PrompterKeysModal
          bindings={bindings}
          onSave={handleBindingsSave}
          onClose={() => setEditingKeys(false)}
        />
      ) : null}
      {stories.length === 0 ? (
        <Empty className="nrcs-prompter__empty" description={t('empty')} />
      ) : (
        <PrompterScroller
          stories={stories}
          onAirStoryId={onAirStoryId}
          view={view}
          control={control}
          dispatch={dispatch}
          follow={follow}
          placeRef={placeRef}
          onScroller={setScroller}
        />
      )}
    </div>
  );
}
