import { Descriptions, Drawer, Flex, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AgencyItem } from '@newsroom/domain';
import { currentLocale } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/i18n/dateFormat';
import { agencyKeys, fetchItem } from '../api/agencyApi';
import { ItemActions } from './ItemActions';

/** Props of {@link ItemPreviewDrawer}. */
export interface ItemPreviewDrawerProps {
  /** The item clicked in a lane; null when the preview is closed. */
  item: AgencyItem | null;
  onClose: () => void;
}

/**
 * An item read whole beside the wire: title, source, author, when, the summary, its image and a
 * link to the original, with what the user may make of it (proposal, drawer story, news suggestion).
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
          <Flex gap="small" wrap align="center">
            {shown.flash && <Tag color="red">{t('item.flash')}</Tag>}
            {shown.used && <Tag>{t('item.used')}</Tag>}
          </Flex>
          <Typography.Title level={4} className="nrcs-block-gap">
            {shown.title}
          </Typography.Title>
          <Descriptions
            size="small"
            column={1}
            items={[
              { key: 'source', label: t('preview.source'), children: shown.sourceName },
              ...(shown.author
                ? [{ key: 'author', label: t('preview.author'), children: shown.author }]
                : []),
              {
                key: 'publishedAt',
                label: t('preview.publishedAt'),
                children: formatDateTime(new Date(shown.publishedAt), currentLocale()),
              },
            ]}
          />
          {shown.imageUrl && (
            <img
              src={shown.imageUrl}
              alt=""
              className="nrcs-agency-preview__image"
              referrerPolicy="no-referrer"
            />
          )}
          {/* The server sanitises `summary` with an allow-list (paragraphs, emphasis, lists, links,
              images) before storing it, so the feed's formatting is shown as HTML here. */}
          <div
            className="nrcs-agency-summary"
            data-testid="item-summary"
            dangerouslySetInnerHTML={{ __html: shown.summary }}
          />
          {shown.link && (
            <Typography.Link
              href={shown.link}
              target="_blank"
              rel="noopener noreferrer"
              data-testid="item-original"
            >
              <ExportOutlined /> {t('preview.openOriginal')}
            </Typography.Link>
          )}
          <ItemActions item={shown} />
        </Flex>
      )}
    </Drawer>
  );
}
