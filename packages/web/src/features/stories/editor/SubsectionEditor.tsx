import { AutoComplete, Card, Descriptions, Flex, Input, Space, Tag, Typography } from 'antd';
import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  formatMmss,
  namesTemplate,
  STORY_LIMITS,
  type DeviceTemplate,
  type Subsection,
} from '@newsroom/domain';
import { DurationInput } from '../../rundownTemplates';
import { MediaInsertButton } from '../../media';
import { IconButton } from '../../../shared/components';
import { CgFieldsEditor } from './CgFieldsEditor';
import { templateOf, withTemplateSizes } from './cgTemplates';
import { PersonSelect, type PickOption } from './PersonSelect';
import { PrefixedInput } from './PrefixedInput';
import { usePluginHost } from '../plugins';

/** Cameras offered by the picker; any other name can be typed. */
const CAMERAS = ['1', '2', '3', '4', '5', '6'].map((value) => ({ value }));

/** The texts naming a CG's template, in order. */
const CG_TEXTS = [
  { field: 'templateName', label: 'cg.template', width: 280, testId: 'story-cg-template' },
  { field: 'code', label: 'cg.code', width: 160, testId: 'story-cg-code' },
] as const;

/** Props of {@link SubsectionEditor}. */
export interface SubsectionEditorProps {
  sub: Subsection;
  /** The computed duration of this subsection (read time, video length). */
  durationMs: number;
  presenters: readonly PickOption[];
  isReadOnly: boolean;
  isFirst: boolean;
  isLast: boolean;
  onChange: (change: Partial<Subsection>) => void;
  onMove: (offset: -1 | 1) => void;
  onDuplicate: () => void;
  onRemove: () => void;
  /** The templates of the program's CG device (a CG using one shows its fields by name). */
  cgTemplates?: readonly DeviceTemplate[];
}

/** One subsection: a text read (on camera or off), a CG, a MOS graphic or a MOS video. */
export function SubsectionEditor(props: SubsectionEditorProps) {
  const { sub, durationMs, isReadOnly, isFirst, isLast, onMove, onDuplicate, onRemove } = props;
  const { t } = useTranslation('storyEditor');
  const { t: tPlugin } = useTranslation('mosPlugin');
  const pluginHost = usePluginHost();
  const canEditInPlugin =
    pluginHost?.isOpen === true &&
    (sub.type === 'MOS_CG' || sub.type === 'MOS_VIDEO') &&
    (sub.media?.objectId ?? '') !== '';
  const pluginButtons = canEditInPlugin
    ? [
        {
          key: 'edit-in-plugin',
          icon: <EditOutlined />,
          label: tPlugin('editInPlugin'),
          disabled: isReadOnly,
          onClick: () => pluginHost.editInPlugin(sub),
        },
      ]
    : [];
  const buttons = [
    ...pluginButtons,
    {
      key: 'up',
      icon: <ArrowUpOutlined />,
      label: t('subsection.moveUp'),
      disabled: isReadOnly || isFirst,
      onClick: () => onMove(-1),
    },
    {
      key: 'down',
      icon: <ArrowDownOutlined />,
      label: t('subsection.moveDown'),
      disabled: isReadOnly || isLast,
      onClick: () => onMove(1),
    },
    {
      key: 'duplicate',
      icon: <CopyOutlined />,
      label: t('subsection.duplicate'),
      disabled: isReadOnly,
      onClick: onDuplicate,
    },
    {
      key: 'remove',
      icon: <DeleteOutlined />,
      label: t('subsection.remove'),
      disabled: isReadOnly,
      onClick: onRemove,
      danger: true,
    },
  ];
  const actions = (
    <Space size={0}>
      <Tag>{formatMmss(durationMs)}</Tag>
      {buttons.map(({ key, ...button }) => (
        <IconButton
          key={key}
          type="text"
          hasTitleHint
          testId={`story-subsection-${key}`}
          {...button}
        />
      ))}
    </Space>
  );
  return (
    <Card
      size="small"
      type="inner"
      title={t(`subsectionTypes.${sub.type}`)}
      extra={actions}
      data-testid="story-subsection"
      data-type={sub.type}
    >
      <SubsectionBody {...props} />
    </Card>
  );
}

function SubsectionBody({
  sub,
  presenters,
  isReadOnly,
  onChange,
  cgTemplates = [],
}: SubsectionEditorProps) {
  const { t } = useTranslation('storyEditor');
  if (sub.type === 'CAMERA_TEXT' || sub.type === 'TEXT') {
    return (
      <Flex vertical gap={6}>
        <Flex gap={8} wrap>
          <div style={{ minWidth: 220 }}>
            <PersonSelect
              value={sub.presenterId}
              options={presenters}
              disabled={isReadOnly}
              placeholder={t('subsection.presenter')}
              ariaLabel={t('subsection.presenter')}
              onChange={(presenterId) => onChange({ presenterId })}
              testId="story-subsection-presenter"
            />
          </div>
          {sub.type === 'CAMERA_TEXT' ? (
            <AutoComplete
              value={sub.camera}
              options={CAMERAS}
              disabled={isReadOnly}
              placeholder={t('subsection.camera')}
              aria-label={t('subsection.camera')}
              maxLength={STORY_LIMITS.camera}
              onChange={(camera: string) => onChange({ camera })}
              style={{ width: 120 }}
              data-testid="story-subsection-camera"
            />
          ) : null}
        </Flex>
        <Input.TextArea
          value={sub.text}
          disabled={isReadOnly}
          placeholder={t('subsection.text')}
          aria-label={t('subsection.text')}
          maxLength={STORY_LIMITS.text}
          autoSize={{ minRows: 3, maxRows: 20 }}
          onChange={(event) => onChange({ text: event.target.value })}
          className="nrcs-story-text"
          data-testid="story-subsection-text"
        />
      </Flex>
    );
  }
  if (sub.type === 'CG' || sub.type === 'MOS_CG') {
    const template = templateOf(cgTemplates, sub);
    const isForeign = cgTemplates.length > 0 && template === null && namesTemplate(sub);
    return (
      <Flex vertical gap={6}>
        <Flex gap={8} wrap>
          {CG_TEXTS.map(({ field, label, width, testId }) => (
            <PrefixedInput
              key={field}
              value={sub[field]}
              onChange={(value) => onChange({ [field]: value })}
              label={t(label)}
              isReadOnly={isReadOnly}
              width={width}
              testId={testId}
            />
          ))}
          {sub.type === 'MOS_CG' ? <MediaStatus sub={sub} /> : null}
          {isForeign ? (
            <Tag color="error" data-testid="story-cg-foreign-template">
              {t('cgTemplate.notOfProgramDevice')}
            </Tag>
          ) : null}
        </Flex>
        <CgFieldsEditor
          fields={sub.cgFields}
          isReadOnly={isReadOnly}
          template={template}
          onChange={(cgFields) =>
            onChange({ cgFields: template ? withTemplateSizes(template, cgFields) : cgFields })
          }
        />
      </Flex>
    );
  }
  return <VideoFields sub={sub} isReadOnly={isReadOnly} onChange={onChange} />;
}

/** The media a device attached: status and length (read-only). */
function MediaStatus({ sub }: { sub: Subsection }) {
  const { t } = useTranslation('storyEditor');
  const color = sub.status === 'ready' ? 'green' : sub.status === 'empty' ? 'orange' : 'default';
  return (
    <Space size={4}>
      <Tag color={color} data-testid="story-media-status" data-status={sub.status}>
        {t(`mediaStatus.${sub.status}`)}
      </Tag>
      {sub.media ? (
        <Typography.Text type="secondary">{formatMmss(sub.media.durationMs)}</Typography.Text>
      ) : null}
    </Space>
  );
}

function VideoFields({
  sub,
  isReadOnly,
  onChange,
}: Pick<SubsectionEditorProps, 'sub' | 'isReadOnly' | 'onChange'>) {
  const { t } = useTranslation('storyEditor');
  const duration = (key: 'edStartMs' | 'edDurMs' | 'userTimingDurMs') => ({
    key,
    label: t(`video.${key}`),
    children: (
      <DurationInput
        value={sub[key] ?? 0}
        onCommit={(ms) => onChange({ [key]: ms === 0 ? null : ms })}
        disabled={isReadOnly}
        ariaLabel={t(`video.${key}`)}
        testId={`story-video-${key}`}
      />
    ),
  });
  const text = (key: 'channel' | 'macroIn' | 'macroOut') => ({
    key,
    label: t(`video.${key}`),
    children: (
      <Input
        size="small"
        value={sub[key]}
        disabled={isReadOnly}
        maxLength={STORY_LIMITS.short}
        onChange={(event) => onChange({ [key]: event.target.value })}
        data-testid={`story-video-${key}`}
      />
    ),
  });
  return (
    <Flex vertical gap={6}>
      <Flex gap={8} align="center" wrap>
        <PrefixedInput
          value={sub.slug}
          onChange={(slug) => onChange({ slug })}
          label={t('video.slug')}
          isReadOnly={isReadOnly}
          width={320}
          testId="story-video-slug"
        />
        <MediaStatus sub={sub} />
        <MediaInsertButton
          purpose="replace"
          disabled={isReadOnly}
          onPick={(media) => onChange({ media, status: 'ready', slug: sub.slug || media.slug })}
        />
      </Flex>
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          duration('edStartMs'),
          duration('edDurMs'),
          duration('userTimingDurMs'),
          text('channel'),
          text('macroIn'),
          text('macroOut'),
        ]}
      />
    </Flex>
  );
}
