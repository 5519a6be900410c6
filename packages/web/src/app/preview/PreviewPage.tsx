import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../shared/components';
import { DetachedStoryViewer } from '../../features/stories';

/**
 * The preview area (spec 1 §2). `?viewer=story` is the detached story viewer, following the
 * story selected in the rundown screen; the rest of the area is not built yet, and says so.
 */
export function PreviewPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  if (searchParams.get('viewer') === 'story') {
    const storyId = Number(searchParams.get('storyId'));
    return (
      <div className="nrcs-area__content" data-testid="preview-page">
        <Suspense fallback={null}>
          <DetachedStoryViewer
            initialStoryId={Number.isInteger(storyId) && storyId > 0 ? storyId : null}
          />
        </Suspense>
      </div>
    );
  }
  return (
    <div className="nrcs-area__content" data-testid="preview-page">
      <NotAvailable areaName={t('menu:areas.preview')} />
    </div>
  );
}
