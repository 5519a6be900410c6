import { Alert, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fetchRundown, rundownKey } from '../api/rundownsApi';
import { LoadedRundownView } from './LoadedRundownView';
import type { RundownViewProps } from './RundownView.props';

export type { RundownViewProps };

/** One open rundown: toolbar, timing bar and the grid, live and editable. */
export function RundownView({ rundownId, gridHeight = 560, ...viewProps }: RundownViewProps) {
  const { t } = useTranslation('rundown');
  const query = useQuery({
    queryKey: rundownKey(rundownId),
    queryFn: () => fetchRundown(rundownId),
    // Kept live by the page's events (useRundownEvents): opening it again needs no reload.
    staleTime: Infinity,
    meta: { isSilent: true },
  });
  const rundown = query.data;
  if (query.isError && !rundown) {
    return <Alert type="warning" showIcon message={t('messages.loadFailed')} />;
  }
  if (!rundown) return <Spin />;
  return <LoadedRundownView rundown={rundown} gridHeight={gridHeight} {...viewProps} />;
}
