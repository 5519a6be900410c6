import { Alert, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { StudioClock } from '../components/StudioClock';
import { StudioPanels } from '../components/StudioPanels';
import { useStudioRundown } from './useStudioRundown';
import '../studio.css';

/**
 * The presenter's view (`/presenter/:rundownId`, issue 26): on air and next, the countdown, the
 * show's over/under, the next back-time and hit, large enough to read across a studio.
 */
export function PresenterPage() {
  const { t } = useTranslation('prompter');
  const { rundown, now, figures } = useStudioRundown();
  if (rundown.isError) return <Alert type="error" showIcon title={t('loadFailed')} />;
  if (!figures) return <Spin fullscreen />;
  return (
    <main className="nrcs-studio nrcs-studio--presenter" data-testid="presenter-view">
      <StudioClock now={now} />
      <div className="nrcs-studio__panels">
        <StudioPanels figures={figures} />
      </div>
    </main>
  );
}
