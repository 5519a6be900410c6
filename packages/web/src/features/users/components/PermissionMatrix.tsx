import { Radio, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ACCESS_LEVELS,
  AREAS,
  type AccessLevel,
  type Area,
  type Permissions,
} from '@newsroom/domain';

/** Props of {@link PermissionMatrix}; `value`/`onChange` come from the Form.Item. */
export interface PermissionMatrixProps {
  value?: Permissions;
  onChange?: (permissions: Permissions) => void;
  /** Levels this administrator may not choose (above their own, or a raise of their own). */
  isLevelDisabled?: (area: Area, level: AccessLevel) => boolean;
  disabled?: boolean;
}

/** Sets one area's level; `none` leaves the area out, as the server stores it. */
export function withLevel(permissions: Permissions, area: Area, level: AccessLevel): Permissions {
  const next: Permissions = { ...permissions };
  if (level === 'none') delete next[area];
  else next[area] = level;
  return next;
}

/** The permissions as an area × level grid: one row per area, one radio per level. */
export function PermissionMatrix({
  value = {},
  onChange,
  isLevelDisabled,
  disabled,
}: PermissionMatrixProps) {
  const { t } = useTranslation();

  const columns: TableColumnsType<Area> = [
    {
      key: 'area',
      title: t('users:permissions.area'),
      render: (_value, area) => t(`users:permissions.areas.${area}`),
    },
    ...ACCESS_LEVELS.map((level) => ({
      key: level,
      title: t(`users:permissions.levels.${level}`),
      align: 'center' as const,
      width: 90,
      render: (_value: unknown, area: Area) => {
        const current = value[area] ?? 'none';
        return (
          <Radio
            checked={current === level}
            disabled={disabled || (current !== level && isLevelDisabled?.(area, level))}
            onChange={() => onChange?.(withLevel(value, area, level))}
            aria-label={`${t(`users:permissions.areas.${area}`)}: ${t(`users:permissions.levels.${level}`)}`}
            data-testid={`permission-${area}-${level}`}
          />
        );
      },
    })),
  ];

  return (
    <Table<Area>
      rowKey={(area) => area}
      size="small"
      columns={columns}
      dataSource={[...AREAS]}
      pagination={false}
      data-testid="permission-matrix"
    />
  );
}
