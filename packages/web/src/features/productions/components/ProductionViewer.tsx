import { useState, type ReactNode } from 'react';
import { Col, Row, Space, Switch, Typography } from 'antd';
import { FileTextOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPoint, type Production } from '@newsroom/domain';
import { MapViewButton } from '../../maps';
import {
  DocumentViewerDrawer,
  DocumentViewerShell,
  documentViewer,
  ViewerDialogButton,
  ViewerEmailButton,
  ViewerPdfButton,
  ViewerPrintButton,
  type DocumentViewerProps,
} from '../../../shared/documentViewer';
import { ProductionVersionsDialog } from '../revisions/ProductionVersionsDialog';
import { displayDate, displayTime } from '../../../shared/dates';
import { fetchProduction, fetchProductionRevisions, productionKeys } from '../api/productionsApi';
import { taskDoneFieldOf } from '../api/productionFields';
import { useProductionEvents } from '../hooks/useProductionEvents';
import {
  nameOf,
  namesOf,
  useProductionLookups,
  type ProductionLookups,
} from '../hooks/useProductionLookups';
import { useProductionPatch } from '../hooks/useProductionPatch';
import { layOutRows, type DetailField } from './detailLayout';
import { ProductionDeleteButton } from './ProductionDeleteButton';
import { ProductionStatusTag } from './ProductionStatusTag';
import { ProductionTaskTable } from './ProductionTaskTable';

/** Props of {@link ProductionViewer}: a loaded production, or the id of one to load (kept live). */
export type ProductionViewerProps = DocumentViewerProps<'production', Production>;

/**
 * The production detail view (spec 2 "Production checklist detail view"): date, schedule,
 * departure and arrival, type, location, team, medias, producers, editors, resources, vehicles
 * in rows whose filled fields share the 24 units, the task table (ticks applied at once when the
 * user may edit), information; versions, print, delete and edit (only when allowed) and close.
 */
export const ProductionViewer = documentViewer(
  'production',
  {
    namespace: 'production',
    queryKey: productionKeys.document,
    load: fetchProduction,
    useLiveEvents: useProductionEvents,
    failedTestId: 'production-detail-failed',
  },
  ProductionViewerCard,
);

/** The detail's fields by row, each with whether it is filled. */
export function detailRows(
  production: Production,
  lookups: ProductionLookups,
  t: (key: string) => string,
): DetailField<{ label: string; content: ReactNode }>[][] {
  const field = (
    key: string,
    text: string | string[] | null | undefined,
  ): DetailField<{ label: string; content: ReactNode }> => {
    const content = Array.isArray(text) ? text.join(', ') : (text ?? '');
    return { key, isFilled: content.trim() !== '', value: { label: t(`fields.${key}`), content } };
  };
  return [
    [
      field('date', displayDate(production.date)),
      field('schedule', displayTime(production.schedule)),
      field('departure', displayTime(production.departure)),
      field('arrival', displayTime(production.arrival)),
    ],
    [
      field('type', nameOf(production.typeId, lookups.types)),
      field('local', production.local),
      field('team', nameOf(production.teamId, lookups.teams)),
    ],
    [field('medias', production.medias)],
    [
      field('producers', namesOf(production.producersIds, lookups.users)),
      field('editors', namesOf(production.editorsIds, lookups.users)),
    ],
    [
      field('resources', namesOf(production.resourcesIds, lookups.resources)),
      field('vehicles', namesOf(production.vehiclesIds, lookups.vehicles)),
    ],
  ];
}

/** The header fields of a production as 24-unit rows (the viewer and the print page). */
export function ProductionDetailFields({
  production,
  lookups,
}: {
  production: Production;
  lookups: ProductionLookups;
}) {
  const { t } = useTranslation('production');
  const rows = layOutRows(detailRows(production, lookups, t));
  return (
    <div data-testid="production-detail-fields">
      {rows.map((row, index) => (
        <Row
          key={index}
          gutter={12}
          style={{ marginBottom: 8 }}
          data-testid="production-detail-row"
        >
          {row.fields.map((item) => (
            <Col
              key={item.key}
              span={row.span}
              data-testid={`production-field-${item.key}`}
              data-span={row.span}
            >
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {item.value.label}
              </Typography.Text>
              <Typography.Text style={{ whiteSpace: 'pre-wrap' }}>
                {item.value.content}
              </Typography.Text>
            </Col>
          ))}
        </Row>
      ))}
    </div>
  );
}

function ProductionViewerCard({
  production,
  onEdit,
  onClose,
}: Omit<ProductionViewerProps, 'production' | 'productionId'> & { production: Production }) {
  const { t } = useTranslation('production');
  const lookups = useProductionLookups();
  const patch = useProductionPatch();
  const [isShowingDone, setIsShowingDone] = useState(false);
  const canEdit = production.abilities.canEdit;
  const hidesDone = lookups.config.hideDone && !isShowingDone;
  const doneCount = production.tasks.filter((task) => task.done).length;
  const tasks = hidesDone ? production.tasks.filter((task) => !task.done) : production.tasks;

  return (
    <DocumentViewerShell
      document={production}
      namespace="production"
      testIds={{ card: 'production-detail', edit: 'production-edit', close: 'production-close' }}
      dataAttributes={{ 'data-status': production.status }}
      title={
        <Space size={6}>
          <span data-testid="production-detail-slug">{production.slug}</span>
          <ProductionStatusTag status={production.status} />
        </Space>
      }
      versions={{
        testId: 'production-versions',
        load: () => fetchProductionRevisions(production.id),
        dialog: (props) => <ProductionVersionsDialog lookups={lookups} {...props} />,
      }}
      actions={
        <>
          {production.assignmentId !== null && (
            <ViewerDialogButton
              icon={<FileTextOutlined />}
              label={t('viewer.guideline')}
              testId="production-assignment"
              render={(props) => (
                <DocumentViewerDrawer origin="assignment" id={production.assignmentId} {...props} />
              )}
            />
          )}
          <ViewerPrintButton
            page="production"
            options={{ productionId: production.id }}
            label={t('viewer.print')}
            testId="production-print"
          />
          <ViewerPdfButton path={`/api/productions/${production.id}/pdf`} testId="production-pdf" />
          <ViewerEmailButton
            path={`/api/productions/${production.id}/email`}
            testId="production-email"
          />
          {hasPoint(production) && (
            <MapViewButton kind="production" id={production.id} testId="production-map-view" />
          )}
          {production.abilities.canDelete && !production.excluded && (
            <ProductionDeleteButton production={production} onDeleted={onClose} />
          )}
        </>
      }
      onEdit={onEdit}
      onClose={onClose}
    >
      <ProductionDetailFields production={production} lookups={lookups} />
      <Space style={{ width: '100%', justifyContent: 'space-between', margin: '8px 0' }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('fields.tasks')}
        </Typography.Title>
        {lookups.config.hideDone && doneCount > 0 && (
          <Space size={6}>
            <Switch
              size="small"
              checked={isShowingDone}
              onChange={setIsShowingDone}
              data-testid="production-show-done"
              aria-label={t('viewer.showDone')}
            />
            <Typography.Text type="secondary">
              {t('viewer.showDoneCount', { count: doneCount })}
            </Typography.Text>
          </Space>
        )}
      </Space>
      <ProductionTaskTable
        tasks={tasks}
        onDoneChange={
          canEdit
            ? (task, done) => void patch(production, taskDoneFieldOf(task.id), done)
            : undefined
        }
      />
      <div style={{ marginTop: 12 }} data-testid="production-information">
        <Typography.Title level={5}>{t('fields.information')}</Typography.Title>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>
          {production.information || '—'}
        </Typography.Paragraph>
      </div>
    </DocumentViewerShell>
  );
}
