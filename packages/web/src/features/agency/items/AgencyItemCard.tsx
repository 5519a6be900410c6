import type { AgencyItem } from '@newsroom/domain';
import { DocumentViewerCard } from '../../../shared/documentViewer';
import { ItemDetails } from './ItemDetails';

/** Props of {@link AgencyItemCard}. */
export interface AgencyItemCardProps {
  item: AgencyItem;
}

/** An agency item in the side drawer viewer's card; items are read, never edited. */
export function AgencyItemCard({ item }: AgencyItemCardProps) {
  return (
    <DocumentViewerCard
      testId="agency-item-card"
      documentId={item.id}
      dataAttributes={{ 'data-network': item.network }}
    >
      <ItemDetails item={item} />
    </DocumentViewerCard>
  );
}
