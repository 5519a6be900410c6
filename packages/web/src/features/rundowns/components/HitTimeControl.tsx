import { Suspense, useState } from 'react';
import { Button, Popover, Space, Spin, Tag } from 'antd';
import { AimOutlined } from '@ant-design/icons';
import { hitAdvice, type HitTiming } from '@newsroom/domain';
import { formatClockMs } from './durationText';
import type { GridTexts } from './gridTexts';
import { lazyWithTexts } from '../../../shared/i18n';
import { LazyTooltip } from '../../../shared/components/LazyTooltip';
import { MountOnApproach } from '../../../shared/components/MountOnApproach';

const HitTimePicker = lazyWithTexts(() =>
  import('./HitTimePicker').then((m) => ({ default: m.HitTimePicker })),
);

/** Props of {@link HitTimeControl}. */
export interface HitTimeControlProps {
  /** The item's hard hit (`HH:mm:ss`) or null. */
  hitTime: string | null;
  /** The item's hit as the timing computed it (cut or fill), when it has one. */
  hit: HitTiming | undefined;
  isEditable: boolean;
  onChange: (hitTime: string | null) => void;
  testId: string;
  texts: GridTexts['hits'];
}

/**
 * A block's or story's hard hit: the marker with the cut (red) or fill (green) the plan needs
 * before it, and a time picker to set or clear it.
 */
export function HitTimeControl({
  hitTime,
  hit,
  isEditable,
  onChange,
  testId,
  texts,
}: HitTimeControlProps) {
  const [isOpen, setIsOpen] = useState(false);
  const advice = hit && !hit.isPast ? hitAdvice(hit.diffMs) : null;
  const picker = (
    <Space orientation="vertical" size="small" onClick={(event) => event.stopPropagation()}>
      <Suspense fallback={<Spin size="small" />}>
        <HitTimePicker
          hitTime={hitTime}
          label={texts.time}
          testId={`${testId}-picker`}
          onPick={(picked) => {
            onChange(picked);
            setIsOpen(false);
          }}
        />
      </Suspense>
      {hitTime ? (
        <Button
          size="small"
          danger
          data-testid={`${testId}-clear`}
          onClick={() => {
            onChange(null);
            setIsOpen(false);
          }}
        >
          {texts.clear}
        </Button>
      ) : null}
    </Space>
  );
  const marker = hitTime ? (
    <Tag
      className="nrcs-rundown__hit"
      icon={<AimOutlined />}
      color={advice?.kind === 'cut' ? 'error' : advice?.kind === 'fill' ? 'success' : 'default'}
      data-testid={`${testId}-marker`}
      data-advice={advice?.kind ?? 'past'}
    >
      {hitTime}
      {advice && advice.kind !== 'onTime'
        ? ` · ${texts.advice(advice.kind, formatClockMs(advice.ms))}`
        : ''}
    </Tag>
  ) : null;
  if (!isEditable) return marker;
  const trigger = marker ? (
    <span role="button" tabIndex={-1} onClick={(event) => event.stopPropagation()}>
      {marker}
    </span>
  ) : (
    <button
      type="button"
      className="nrcs-rundown__icon-button"
      aria-label={texts.set}
      data-testid={`${testId}-set`}
      onClick={(event) => event.stopPropagation()}
    >
      <AimOutlined />
    </button>
  );
  const popover = (
    <MountOnApproach onIdleClick={() => setIsOpen(true)} isOpen={isOpen}>
      {(isWanted) =>
        isWanted ? (
          <Popover
            content={picker}
            title={texts.title}
            trigger="click"
            open={isOpen}
            onOpenChange={setIsOpen}
          >
            {trigger}
          </Popover>
        ) : (
          trigger
        )
      }
    </MountOnApproach>
  );
  return marker ? popover : <LazyTooltip title={texts.set}>{popover}</LazyTooltip>;
}
