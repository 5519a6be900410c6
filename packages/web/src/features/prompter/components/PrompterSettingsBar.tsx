import { Button, Flex, Segmented, Slider, Switch, Tag } from 'antd';
import { FullscreenOutlined, KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { PrompterControlState } from '@newsroom/domain';
import type { PrompterView } from '../hooks/prompterStorage';

/** Props of {@link PrompterSettingsBar}. */
export interface PrompterSettingsBarProps {
  view: PrompterView;
  onViewChange: (view: PrompterView) => void;
  control: PrompterControlState;
  /** Opens the key and gamepad bindings. */
  onEditKeys: () => void;
}

/** The prompter's own settings, over the text's top edge (shown while paused or pointed at). */
export function PrompterSettingsBar(props: PrompterSettingsBarProps) {
  const { view, onViewChange, control, onEditKeys } = props;
  const { t } = useTranslation('prompter');
  const set = <K extends keyof PrompterView>(key: K, value: PrompterView[K]) =>
    onViewChange({ ...view, [key]: value });
  return (
    <Flex
      className="nrcs-prompter__bar"
      gap="middle"
      align="center"
      wrap
      data-testid="prompter-bar"
    >
      <Segmented<PrompterView['mode']>
        size="small"
        value={view.mode}
        onChange={(mode) => set('mode', mode)}
        options={[
          { value: 'operator', label: t('mode.operator') },
          { value: 'follower', label: t('mode.follower') },
        ]}
        data-testid="prompter-mode"
      />
      <label className="nrcs-prompter__setting">
        <Switch
          size="small"
          checked={view.isMirrored}
          onChange={(value) => set('isMirrored', value)}
          data-testid="prompter-mirror"
        />
        {t('mirrored')}
      </label>
      <label className="nrcs-prompter__setting">
        {t('fontSize')}
        <Slider
          min={24}
          max={160}
          value={view.fontSizePx}
          onChange={(value) => set('fontSizePx', value)}
          style={{ width: 120 }}
        />
      </label>
      <label className="nrcs-prompter__setting">
        {t('margins')}
        <Slider
          min={0}
          max={30}
          value={view.marginPercent}
          onChange={(value) => set('marginPercent', value)}
          style={{ width: 100 }}
        />
      </label>
      <label className="nrcs-prompter__setting">
        {t('readingLine')}
        <Slider
          min={10}
          max={70}
          value={view.readingLinePercent}
          onChange={(value) => set('readingLinePercent', value)}
          style={{ width: 100 }}
        />
      </label>
      <Tag data-testid="prompter-speed">
        {control.isPaused ? t('paused') : t('speed', { step: control.speedStep })}
      </Tag>
      {control.typedPage ? (
        <Tag color="blue">{t('typedPage', { page: control.typedPage })}</Tag>
      ) : null}
      <Button
        size="small"
        icon={<KeyOutlined />}
        onClick={onEditKeys}
        data-testid="prompter-edit-keys"
      >
        {t('editKeys')}
      </Button>
      <Button
        size="small"
        icon={<FullscreenOutlined />}
        onClick={() => void document.documentElement.requestFullscreen?.()}
      >
        {t('fullScreen')}
      </Button>
    </Flex>
  );
}
