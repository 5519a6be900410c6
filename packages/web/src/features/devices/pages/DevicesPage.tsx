import { Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { hasRoles, type DeviceSummary } from '@newsroom/domain';
import { AdminRecordList, adminRecordListProps } from '../../../shared/admin';
import { useAuth } from '../../auth';
import { DeviceFormModal } from '../components/DeviceFormModal';
import { useDeviceList } from '../hooks/useDeviceList';
import { useDeviceMutations } from '../hooks/useDeviceMutations';
import { useDevicesLive } from '../hooks/useDevicesLive';

/** Props of {@link DevicesPage}. */
export interface DevicesPageProps {
  /** ROLE_ADMIN_WRITE: create, edit and delete; otherwise read-only. */
  canEdit: boolean;
}

/** Follows `/topic/devices`; rendered only for users the server lets subscribe (rundown read). */
function DevicesLive() {
  useDevicesLive();
  return null;
}

/** Admin "devices": list with filter, form with connection and CG templates, delete. */
export function DevicesPage({ canEdit }: DevicesPageProps) {
  const { t } = useTranslation();
  const { me } = useAuth();
  const devices = useDeviceList();
  const { remove } = useDeviceMutations();
  const hearsDevices = me !== null && hasRoles(me.roles, ['ROLE_RUNDOWN_READ']);

  const columns: TableColumnsType<DeviceSummary> = [
    { key: 'name', title: t('device:columns.name'), dataIndex: 'name' },
    {
      key: 'type',
      title: t('device:columns.type'),
      dataIndex: 'type',
      width: 200,
      render: (type: DeviceSummary['type']) => t(`device:types.${type}`),
    },
    {
      key: 'protocol',
      title: t('device:columns.protocol'),
      dataIndex: 'protocol',
      width: 110,
      render: (protocol: DeviceSummary['protocol']) => <Tag>{protocol}</Tag>,
    },
    {
      key: 'vendor',
      title: t('device:columns.vendor'),
      dataIndex: 'vendor',
      width: 150,
      render: (vendor: DeviceSummary['vendor']) =>
        vendor === 'OTHER' ? t('device:vendorOther') : vendor.replace(/_/g, ' '),
    },
    {
      key: 'enabled',
      title: t('device:columns.enabled'),
      dataIndex: 'enabled',
      width: 120,
      render: (enabled: boolean) =>
        enabled ? (
          <Tag color="green">{t('device:enabled')}</Tag>
        ) : (
          <Tag>{t('device:disabled')}</Tag>
        ),
    },
  ];

  return (
    <AdminRecordList<DeviceSummary>
      state={devices}
      {...adminRecordListProps<DeviceSummary>(t, 'device')}
      columns={columns}
      canEdit={canEdit}
      canDelete={canEdit}
      remove={remove}
      form={(device, onClose) => (
        <DeviceFormModal deviceId={device?.id ?? null} canEdit={canEdit} onClose={onClose} />
      )}
    >
      {hearsDevices && <DevicesLive />}
    </AdminRecordList>
  );
}
