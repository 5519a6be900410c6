import type { ComponentType } from 'react';

/** One entry of a menu: a stable key (used in the URL and in `menu:*` keys) and its icon. */
export interface MenuArea<K extends string = string> {
  key: K;
  icon: ComponentType;
}

/** Whether `value` is the key of one of `areas`. */
export function findArea<K extends string>(
  areas: readonly MenuArea<K>[],
  value: string | null,
): MenuArea<K> | null {
  return areas.find((area) => area.key === value) ?? null;
}
