import { useMemo, useState, type HTMLAttributes } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  Alert,
  Button,
  Empty,
  Flex,
  Input,
  Select,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { EditOutlined, ImportOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import {
  DEFAULT_PAGE_SIZE,
  formatMmss,
  type Media,
  type MediaDevice,
  type Paged,
} from '@newsroom/domain';
import { fetchMediaDevices, fetchSearchableFields, mediaKeys, searchMedia } from '../api/mediaApi';
import { useMediaLive } from '../hooks/useMediaLive';
import { mediaFailureText } from './mediaFailure';
import { MediaThumbnail } from './MediaThumbnail';
import { MediaFieldInputs } from './MediaFieldInputs';
import { MediaObjectFormModal } from './MediaObjectFormModal';
import { MediaSyncButton } from './MediaSyncButton';
import '../media.css';

const NO_RESULTS: Paged<Media> = { data: [], page: 0, size: DEFAULT_PAGE_SIZE, total: 0 };

/** Props of {@link MediaSearch}. */
export interface MediaSearchProps {
  /** When given, each media offers an "Insert" button that hands it over (embedded variant). */
  onPick?: (media: Media) => void;
  /** Offers sync, new media and edit (the media write level; the media centre only). */
  canWrite?: boolean;
}

/** What a search asks: the words and the words per field. */
interface SearchTerms {
  q: string;
  fields: Record<string, string>;
}

const NO_TERMS: SearchTerms = { q: '', fields: {} };

/** The typed words per field, trimmed, blank ones and fields the device no longer offers left out. */
function fieldTerms(
  typed: Record<string, string>,
  fields: readonly { name: string }[],
): Record<string, string> {
  return Object.fromEntries(
    fields
      .map((field): [string, string] => [field.name, (typed[field.name] ?? '').trim()])
      .filter(([, words]) => words !== ''),
  );
}

/**
 * Searching the media of an asset manager: a device picker (enabled MAM devices, then MOS
 * devices that announced objects, kept live), the words, and a page of results with thumbnail,
 * kind, duration and abstract. A device that answers searchable fields gets one box per field.
 * Used by the media centre area (with `canWrite`: sync, new and edit) and, with `onPick`, inside
 * the story editor to insert a media as a MOS video.
 */
export function MediaSearch({ onPick, canWrite = false }: MediaSearchProps) {
  const { t } = useTranslation('media');
  const [chosenId, setChosenId] = useState<number | null>(null);
  const [typedWords, setTypedWords] = useState('');
  const [typedFields, setTypedFields] = useState<Record<string, string>>({});
  const [terms, setTerms] = useState<SearchTerms>(NO_TERMS);
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<{ media: Media | null } | null>(null);
  useMediaLive();

  const devices = useQuery({
    queryKey: mediaKeys.devices,
    queryFn: fetchMediaDevices,
    meta: { isSilent: true },
  });
  const list = devices.data ?? [];
  const device: MediaDevice | undefined = list.find((d) => d.id === chosenId) ?? list[0];
  const fields = useQuery({
    queryKey: mediaKeys.fields(device?.id ?? 0),
    queryFn: () => fetchSearchableFields(device?.id ?? 0),
    enabled: device !== undefined,
    // Without fields the words still search.
    meta: { isSilent: true },
  });
  const fieldList = fields.data ?? [];
  const params = device ? { deviceId: device.id, ...terms, page } : null;
  const results = useQuery({
    queryKey: params ? mediaKeys.search(params) : ['media', 'search', 'none'],
    queryFn: ({ signal }) => (params ? searchMedia(params, signal) : Promise.resolve(NO_RESULTS)),
    enabled: params !== null,
    placeholderData: keepPreviousData,
    meta: { isSilent: true },
  });
  const deviceId = device?.id ?? 0;
  const isEditable = canWrite && !onPick;
  const columns = useMemo(
    () => mediaColumns(t, deviceId, onPick, isEditable ? setEditing : undefined),
    [t, deviceId, onPick, isEditable],
  );

  if (devices.isPending) return <Spin data-testid="media-devices-loading" />;
  if (devices.isError) {
    const failure = mediaFailureText(devices.error);
    return (
      <Alert
        type="error"
        showIcon
        title={t(failure.key, failure.values)}
        data-testid="media-devices-error"
      />
    );
  }
  if (!device)
    return (
      <Alert
        type="info"
        showIcon
        title={t('noDevices.title')}
        description={t('noDevices.description')}
        data-testid="media-no-devices"
      />
    );

  const handleDevice = (id: number) => {
    setChosenId(id);
    setTypedFields({});
    setTerms(NO_TERMS);
    setPage(0);
  };
  const handleSearch = (words: string) => {
    setTerms({ q: words.trim(), fields: fieldTerms(typedFields, fieldList) });
    setPage(0);
  };
  const failure = results.isError ? mediaFailureText(results.error) : null;
  const found = results.data;

  return (
    <Flex vertical gap="middle" data-testid="media-search" data-device-id={device.id}>
      <Flex gap={8} wrap>
        <Select<number>
          value={device.id}
          options={list.map((d) => ({ value: d.id, label: d.name }))}
          onChange={handleDevice}
          aria-label={t('device')}
          style={{ minWidth: 220 }}
          data-testid="media-device"
        />
        <Input.Search
          allowClear
          value={typedWords}
          onChange={(event) => setTypedWords(event.target.value)}
          placeholder={t('searchPlaceholder')}
          aria-label={t('searchPlaceholder')}
          maxLength={200}
          onSearch={handleSearch}
          enterButton
          style={{ flex: 1, minWidth: 240 }}
          data-testid="media-search-input"
        />
        {canWrite ? (
          <>
            <MediaSyncButton device={device} />
            <Button
              icon={<PlusOutlined />}
              onClick={() => setEditing({ media: null })}
              data-testid="media-new"
            >
              {t('object.newButton')}
            </Button>
          </>
        ) : null}
      </Flex>
      {fieldList.length > 0 ? (
        <MediaFieldInputs
          fields={fieldList}
          values={typedFields}
          onChange={setTypedFields}
          onSearch={() => handleSearch(typedWords)}
        />
      ) : null}
      {failure ? (
        <Alert
          type="warning"
          showIcon
          title={t(failure.key, failure.values)}
          data-testid="media-search-error"
          data-key={failure.key}
        />
      ) : null}
      <div data-testid="media-results" data-total={found?.total ?? 0}>
        <Table<Media>
          rowKey="objectId"
          size="small"
          columns={columns}
          loading={results.isFetching}
          dataSource={failure ? [] : (found?.data ?? [])}
          locale={{ emptyText: <Empty description={t('empty')} /> }}
          onRow={(media) =>
            ({
              'data-testid': 'media-item',
              'data-object-id': media.objectId,
            }) as HTMLAttributes<HTMLElement>
          }
          pagination={
            found && found.total > 0 && !failure
              ? {
                  current: page + 1,
                  pageSize: DEFAULT_PAGE_SIZE,
                  total: found.total,
                  showQuickJumper: true,
                  showSizeChanger: false,
                  showTotal: (total, [from, to]) =>
                    t('common:pagination.range', { from, to, total }),
                  onChange: (next) => setPage(next - 1),
                }
              : false
          }
        />
      </div>
      {editing ? (
        <MediaObjectFormModal
          device={device}
          media={editing.media}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </Flex>
  );
}

/** The result columns: thumbnail, slug with kind and duration, abstract, and the pick or edit button. */
function mediaColumns(
  t: TFunction<'media'>,
  deviceId: number,
  onPick: MediaSearchProps['onPick'],
  onEdit: ((target: { media: Media }) => void) | undefined,
): TableColumnsType<Media> {
  const columns: TableColumnsType<Media> = [
    {
      key: 'thumbnail',
      title: t('columns.thumbnail'),
      width: 112,
      render: (_, media) => (
        <MediaThumbnail deviceId={deviceId} media={media} alt={media.slug || media.objectId} />
      ),
    },
    {
      key: 'slug',
      title: t('columns.slug'),
      render: (_, media) => (
        <Flex vertical gap={2}>
          <Typography.Text strong data-testid="media-item-slug">
            {media.slug || media.objectId}
          </Typography.Text>
          <Space size={4} wrap>
            <Tag>{t(`kinds.${media.type}`)}</Tag>
            {media.durationMs > 0 ? (
              <Tag color="blue" data-testid="media-item-duration">
                {formatMmss(media.durationMs)}
              </Tag>
            ) : null}
          </Space>
          <Typography.Text type="secondary">
            {t('objectId', { id: media.objectId })}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'abstract',
      title: t('columns.abstract'),
      render: (_, media) => (
        <Typography.Paragraph
          ellipsis={{ rows: 3, tooltip: media.abstractText || undefined }}
          className="nrcs-media-abstract"
          data-testid="media-item-abstract"
        >
          {media.abstractText}
        </Typography.Paragraph>
      ),
    },
  ];
  if (onPick)
    columns.push({
      key: 'pick',
      width: 110,
      render: (_, media) => (
        <Button
          type="primary"
          size="small"
          icon={<ImportOutlined />}
          onClick={() => onPick(media)}
          data-testid="media-pick"
        >
          {t('pick')}
        </Button>
      ),
    });
  if (onEdit)
    columns.push({
      key: 'edit',
      width: 110,
      render: (_, media) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => onEdit({ media })}
          data-testid="media-edit"
        >
          {t('object.editButton')}
        </Button>
      ),
    });
  return columns;
}
