import { Alert, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RundownClipboard, StoryRow } from '@newsroom/domain';
import { fetchRundown, rundownKey } from '../api/rundownsApi';
import { LoadedRundownView } from './LoadedRundownView';

/** Props of {@link RundownView}. */
export interface RundownViewProps {
  rundownId: number;
  /** Shared by every open rundown, so stories can be cut in one and pasted in another. */
  clipboard: RundownClipboard | null;
  onClipboardChange: (clipboard: RundownClipboard | null) => void;
  /** Opens the story-form tab of a story next to this rundown's tab. */
  onOpenStory: (story: StoryRow) => void;
  /** Height of the grid's viewport. */
  gridHeight?: number;
  /** The rundown moved to another date (its date field was changed). */
  onDateMoved?: (date: string) => void;
}

/** One open rundown: toolbar, timing bar and the grid, live and editable. */
export function RundownView({
  rundownId,
  clipboard,
  onClipboardChange,
  onOpenStory,
  gridHeight = 560,
  onDateMoved,
}: RundownViewProps) {
  const { t } = useTranslation('rundown');
  const query = useQuery({
    queryKey: rundownKey(rundownId),
    queryFn: () => fetchRundown(rundownId),
    meta: { isSilent: true },
  });
  const rundown = query.data;
  if (query.isError && !rundown) {
    return <Alert type="warning" showIcon message={t('messages.loadFailed')} />;
  }
  if (!rundown) return <Spin />;
  return (
    <LoadedRundownView
      rundown={rundown}
      clipboard={clipboard}
      onClipboardChange={onClipboardChange}
      onOpenStory={onOpenStory}
      gridHeight={gridHeight}
      onDateMoved={onDateMoved}
    />
  );
}
