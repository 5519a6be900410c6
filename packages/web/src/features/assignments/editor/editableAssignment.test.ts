import { describe, expect, it } from 'vitest';
import { assignmentConfigSchema } from '@newsroom/domain';
import { emptyTask } from '../../../shared/forms';
import { i18n } from '../../../shared/i18n';
import {
  emptyAssignment,
  emptyContact,
  headerFieldsFor,
  validateAssignment,
} from './editableAssignment';

const all = assignmentConfigSchema.parse({});

describe('headerFieldsFor', () => {
  it.each([
    ['classificationEnabled', 'classification'],
    ['editorsEnabled', 'editors'],
    ['reportersEnabled', 'reporters'],
    ['editorialsEnabled', 'editorials'],
    ['typeEnabled', 'type'],
    ['vehiclesEnabled', 'vehicles'],
  ] as const)('hides the field of %s when off', (flag, field) => {
    expect(headerFieldsFor(all, { branchEnabled: false })).toContain(field);
    expect(headerFieldsFor({ ...all, [flag]: false }, { branchEnabled: false })).not.toContain(
      field,
    );
  });

  it('shows the branch only when documents carry one', () => {
    expect(headerFieldsFor(all, { branchEnabled: false })).not.toContain('branch');
    expect(headerFieldsFor(all, { branchEnabled: true })).toContain('branch');
  });
});

describe('validateAssignment', () => {
  const t = i18n.getFixedT('en_US');

  it('requires the slug and the date and limits the cameraman', () => {
    const result = validateAssignment(
      { ...emptyAssignment(''), slug: '  ', cameraman: 'x'.repeat(61) },
      t,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.slug).toBe(t('validation:required'));
    expect(result.errors.date).toBe(t('validation:required'));
    expect(result.errors.cameraman).toBe(t('validation:maxChars', { count: 60 }));
  });

  it('points at a nameless contact and a task without label', () => {
    const value = emptyAssignment('2025-03-10');
    const result = validateAssignment(
      {
        ...value,
        slug: 'ok',
        guides: [
          {
            id: 'g',
            scheduleDate: null,
            scheduleTime: null,
            interviewee: '',
            address: '',
            latitude: null,
            longitude: null,
            observation: '',
            contacts: [emptyContact()],
          },
        ],
        tasks: [emptyTask(null)],
      },
      t,
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(Object.keys(result.errors).sort()).toEqual([
      'guides.0.contacts.0.name',
      'tasks.0.label',
    ]);
  });

  it('saves the slug in upper case', () => {
    const result = validateAssignment(
      { ...emptyAssignment('2025-03-10'), slug: ' enchente ' },
      i18n.getFixedT('en_US'),
    );
    expect(result.ok && result.data.slug).toBe('ENCHENTE');
  });
});
