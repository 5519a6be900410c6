import type { ReactNode } from 'react';
import { Col, Input, InputNumber, Row, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { LookupSelect } from '../../../shared/forms';
import { LocationField } from '../../maps';
import { ProductionStatusSelect } from '../components/ProductionStatusTag';
import type { ProductionLookups } from '../hooks/useProductionLookups';
import type { EditableProduction } from './editableProduction';
import { Field } from '../../../shared/forms';
import { ProductionTasksEditor } from './ProductionTasksEditor';
import type { DocumentFormProps } from '../../../shared/documents/documentFormProps';

/** Props of {@link ProductionFields}. */
export interface ProductionFieldsProps extends DocumentFormProps<
  EditableProduction,
  ProductionLookups
> {
  disabled: boolean;
  /** What goes above the fields (the lock banner, the pending draft). */
  children: ReactNode;
  /** What goes below the fields (the form's buttons). */
  actions: ReactNode;
}

const timeValue = (time: string | null) => time?.slice(0, 5) ?? '';

/**
 * The production's fields (slug, date, status, type, times, team, place and coordinates, people,
 * resources, vehicles, medias, tasks and information) in one column, between the form's notices
 * and its actions; they are all items of the one column so they stay evenly spaced.
 */
export function ProductionFields({
  value,
  onChange,
  lookups,
  errors,
  disabled,
  children,
  actions,
}: ProductionFieldsProps) {
  const { t } = useTranslation('production');
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {children}
      <Row gutter={12}>
        <Col xs={24} md={10}>
          <Field label={t('fields.slug')} error={errors.slug} isRequired>
            <Input
              value={value.slug}
              maxLength={100}
              disabled={disabled}
              onChange={(e) => onChange({ slug: e.target.value.toUpperCase() })}
              data-testid="production-form-slug"
            />
          </Field>
        </Col>
        <Col xs={12} md={5}>
          <Field label={t('fields.date')} error={errors.date} isRequired>
            <Input
              type="date"
              value={value.date}
              disabled={disabled}
              onChange={(e) => onChange({ date: e.target.value })}
              data-testid="production-form-date"
            />
          </Field>
        </Col>
        <Col xs={12} md={4}>
          <Field label={t('fields.status')} error={errors.status}>
            <ProductionStatusSelect
              value={value.status}
              disabled={disabled}
              onChange={(status) => onChange({ status })}
              testId="production-form-status"
            />
          </Field>
        </Col>
        <Col xs={24} md={5}>
          <Field label={t('fields.type')} error={errors.typeId}>
            <LookupSelect
              options={lookups.types}
              value={value.typeId}
              disabled={disabled}
              ariaLabel={t('fields.type')}
              onChange={(typeId) => onChange({ typeId })}
              testId="production-form-type"
            />
          </Field>
        </Col>
      </Row>
      <Row gutter={12}>
        {(['schedule', 'departure', 'arrival'] as const).map((key) => (
          <Col xs={8} md={4} key={key}>
            <Field label={t(`fields.${key}`)} error={errors[key]}>
              <Input
                type="time"
                value={timeValue(value[key])}
                disabled={disabled}
                onChange={(e) => onChange({ [key]: e.target.value || null })}
                data-testid={`production-form-${key}`}
              />
            </Field>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Field label={t('fields.team')} error={errors.teamId}>
            <LookupSelect
              options={lookups.teams}
              value={value.teamId}
              disabled={disabled}
              ariaLabel={t('fields.team')}
              onChange={(teamId) => onChange({ teamId })}
              testId="production-form-team"
            />
          </Field>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Field label={t('fields.local')} error={errors.local}>
            <LocationField
              value={value.local}
              maxLength={400}
              disabled={disabled}
              onChange={(local) => onChange({ local })}
              onPick={({ label, latitude, longitude }) =>
                onChange({ local: label, latitude, longitude })
              }
              testId="production-form-local"
            />
          </Field>
        </Col>
        <Col xs={12} md={6}>
          <Field label={t('fields.latitude')} error={errors.latitude}>
            <InputNumber<number>
              value={value.latitude}
              min={-90}
              max={90}
              step={0.0001}
              disabled={disabled}
              style={{ width: '100%' }}
              onChange={(latitude) => onChange({ latitude: latitude ?? null })}
              data-testid="production-form-latitude"
            />
          </Field>
        </Col>
        <Col xs={12} md={6}>
          <Field label={t('fields.longitude')} error={errors.longitude}>
            <InputNumber<number>
              value={value.longitude}
              min={-180}
              max={180}
              step={0.0001}
              disabled={disabled}
              style={{ width: '100%' }}
              onChange={(longitude) => onChange({ longitude: longitude ?? null })}
              data-testid="production-form-longitude"
            />
          </Field>
        </Col>
      </Row>
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Field label={t('fields.producers')} error={errors.producersIds}>
            <LookupSelect
              isMultiple
              options={lookups.users}
              value={value.producersIds}
              disabled={disabled}
              ariaLabel={t('fields.producers')}
              onChange={(producersIds) => onChange({ producersIds })}
              testId="production-form-producers"
            />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field label={t('fields.editors')} error={errors.editorsIds}>
            <LookupSelect
              isMultiple
              options={lookups.users}
              value={value.editorsIds}
              disabled={disabled}
              ariaLabel={t('fields.editors')}
              onChange={(editorsIds) => onChange({ editorsIds })}
              testId="production-form-editors"
            />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field label={t('fields.resources')} error={errors.resourcesIds}>
            <LookupSelect
              isMultiple
              options={lookups.resources}
              value={value.resourcesIds}
              disabled={disabled}
              ariaLabel={t('fields.resources')}
              onChange={(resourcesIds) => onChange({ resourcesIds })}
              testId="production-form-resources"
            />
          </Field>
        </Col>
        <Col xs={24} md={12}>
          <Field label={t('fields.vehicles')} error={errors.vehiclesIds}>
            <LookupSelect
              isMultiple
              options={lookups.vehicles}
              value={value.vehiclesIds}
              disabled={disabled}
              ariaLabel={t('fields.vehicles')}
              onChange={(vehiclesIds) => onChange({ vehiclesIds })}
              testId="production-form-vehicles"
            />
          </Field>
        </Col>
      </Row>
      <Field label={t('fields.medias')} error={errors.medias}>
        <Input.TextArea
          value={value.medias}
          maxLength={2000}
          autoSize={{ minRows: 1 }}
          disabled={disabled}
          onChange={(e) => onChange({ medias: e.target.value })}
          data-testid="production-form-medias"
        />
      </Field>
      <Field label={t('fields.tasks')}>
        <ProductionTasksEditor
          tasks={value.tasks}
          date={value.date || null}
          onChange={(tasks) => onChange({ tasks })}
          errors={errors}
          disabled={disabled}
        />
      </Field>
      <Field label={t('fields.information')} error={errors.information}>
        <Input.TextArea
          value={value.information}
          autoSize={{ minRows: 3 }}
          disabled={disabled}
          onChange={(e) => onChange({ information: e.target.value })}
          data-testid="production-form-information"
        />
      </Field>
      {actions}
    </Space>
  );
}
