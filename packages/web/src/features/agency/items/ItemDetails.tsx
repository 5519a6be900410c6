import { Descriptions, Flex, Tag, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { AgencyItem } from '@newsroom/domain';
import { currentLocale } from '../../../shared/i18n';
import { formatDateTime } from '../../../shared/i18n/dateFormat';
import '../agency.css';

/** Props of {@link ItemDetails}. */
export interface ItemDetailsProps {
  item: AgencyItem;
}

/**
 * An agency item read whole: its flash and used marks, title, source, author, network, when it
 * was published, its image, the summary and a link to the original. The wire's preview and the
 * side drawer viewer both show it.
 */
export function ItemDetails({ item }: ItemDetailsProps) {
  const { t } = useTranslation('agency');
  return (
    <Flex vertical gap="middle" data-testid="item-details">
      {(item.flash || item.used) && (
        <Flex gap="small" wrap align="center">
          {item.flash && (
            <Tag color="red" data-testid="item-flash">
              {t('item.flash')}
            </Tag>
          )}
          {item.used && <Tag data-testid="item-used">{t('item.used')}</Tag>}
        </Flex>
      )}
      <Typography.Title level={4} className="nrcs-block-gap" data-testid="item-title">
        {item.title}
      </Typography.Title>
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'source', label: t('preview.source'), children: item.sourceName },
          ...(item.author
            ? [{ key: 'author', label: t('preview.author'), children: item.author }]
            : []),
          { key: 'network', label: t('preview.network'), children: t(`networks.${item.network}`) },
          {
            key: 'publishedAt',
            label: t('preview.publishedAt'),
            children: formatDateTime(new Date(item.publishedAt), currentLocale()),
          },
        ]}
      />
      {item.imageUrl && (
        <img
          src={item.imageUrl}
          alt=""
          className="nrcs-agency-preview__image"
          referrerPolicy="no-referrer"
          data-testid="item-image"
        />
      )}
      {/* The server sanitises `summary` with an allow-list (paragraphs, emphasis, lists, links,
          images) before storing it, so the feed's formatting is shown as HTML here. */}
      <div
        className="nrcs-agency-summary"
        data-testid="item-summary"
        dangerouslySetInnerHTML={{ __html: item.summary }}
      />
      {item.link && (
        <Typography.Link
          href={item.link}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="item-original"
        >
          <ExportOutlined /> {t('preview.openOriginal')}
        </Typography.Link>
      )}
    </Flex>
  );
}
