import { Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AgencySource, SourceState } from '@newsroom/domain';
import { useSourceHint } from './useSourceHint';

const COLOURS: Record<SourceState, string | undefined> = {
  ok: 'green',
  pending: undefined,
  invalid: 'red',
};

/** How a source's last poll went; an invalid one tells why in a tooltip (spec 3 §8). */
export function SourceStateTag({ source }: { source: AgencySource }) {
  const { t } = useTranslation();
  const hintOf = useSourceHint();
  const tag = (
    <Tag color={COLOURS[source.state]} data-testid={`agency-source-state-${source.name}`}>
      {t(`agencyAdmin:sources.states.${source.state}`)}
    </Tag>
  );
  if (source.state !== 'invalid') return tag;
  const hint = hintOf(source);
  return (
    <Tooltip
      title={
        <>
          <div>{hint}</div>
          {source.lastError && source.lastError !== hint && (
            <div>{t('agencyAdmin:sources.lastError', { error: source.lastError })}</div>
          )}
        </>
      }
    >
      {tag}
    </Tooltip>
  );
}
