import { Suspense } from 'react';
import { lazyWithTexts } from '../../../shared/i18n';
import { Spin } from 'antd';
import type { BaseMapProps } from './BaseMap';

// Leaflet and its CSS load with the first map, not with the screens that link to one.
const BaseMap = lazyWithTexts(() =>
  import('./BaseMap').then((module) => ({ default: module.BaseMap })),
);

/** {@link BaseMap}, loaded on demand. */
export function LazyBaseMap(props: BaseMapProps) {
  return (
    <Suspense fallback={<Spin />}>
      <BaseMap {...props} />
    </Suspense>
  );
}
