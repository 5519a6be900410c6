import { Drawer, Flex } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgencyItem } from '@newsroom/domain';
import { agencyKeys, fetchItem } from '../api/agencyApi';
import { ItemActions } from './ItemActions';
import { ItemDetails } from './ItemDetails';

/** Props of {@link ItemPreviewDrawer}. */
export interface ItemPreviewDrawerProps {
  /** The item clicked in a lane; null when the preview is closed. */
  item: AgencyItem | null;
  onClose: () => void;
}

/**
 * An item read whole beside the wire ({@link ItemDetails}), with what the user may make of it
 * (proposal, drawer story, news suggestion).
 */
export function ItemPreviewDrawer({ item, onClose }: ItemPreviewDrawerProps) {
  const { t } = useTranslation('agency');
  // The lane's copy shows at once; the item is read again for its latest `used` mark.
  const { data: shown } = useQuery({
    queryKey: agencyKeys.item(item?.id ?? 0),
    queryFn: () => fetchItem(item!.id),
    enabled: item !== null,
    placeholderData: item ?? undefined,
  });

  return (
    <Drawer
      open={item !== null}
      onClose={onClose}
      title={t('preview.title')}
      size="large"
      data-testid="item-preview"
    >
      {shown && (
        <Flex vertical gap="middle">
          <ItemDetails item={shown} />
          <ItemActions item={shown} />
        </Flex>
      )}
    </Drawer>
  );
}
