import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { assignmentText, type Assignment, type AssignmentTextLabels } from '@newsroom/domain';
import { nameOf, namesOf, type AssignmentLookups } from './useAssignmentLookups';

/** The assignment as plain text in the user's language, names resolved (spec 2 "copy"). */
export function useAssignmentText(lookups: AssignmentLookups): (assignment: Assignment) => string {
  const { t } = useTranslation('assignment');
  return useCallback(
    (assignment: Assignment) => {
      const labels: AssignmentTextLabels = {
        date: t('fields.date'),
        state: t('fields.state'),
        branch: t('fields.branch'),
        programs: t('fields.programs'),
        drawer: t('drawer'),
        producers: t('fields.producers'),
        reporters: t('fields.reporters'),
        editors: t('fields.editors'),
        team: t('fields.team'),
        editorials: t('fields.editorials'),
        vehicles: t('fields.vehicles'),
        classification: t('fields.classification'),
        cameraman: t('fields.cameraman'),
        proposal: t('fields.proposal'),
        referral: t('fields.referral'),
        information: t('fields.information'),
        guides: t('tabs.guides'),
        schedule: t('guide.schedule'),
        interviewee: t('guide.interviewee'),
        address: t('guide.address'),
        observation: t('guide.observation'),
        contacts: t('guide.contacts'),
        profession: t('contact.profession'),
        emails: t('contact.emails'),
        tasks: t('tabs.tasks'),
        done: t('task.done'),
        notDone: t('task.notDone'),
      };
      const type = lookups.types.find((item) => item.id === assignment.typeId);
      return assignmentText(assignment, labels, {
        typeAbbreviation: type?.abbreviation,
        state: t(`states.${assignment.state}`),
        branch: nameOf(assignment.branchId, lookups.branches),
        programs: namesOf(assignment.programsIds, lookups.programs),
        producers: namesOf(assignment.producersIds, lookups.users),
        reporters: namesOf(assignment.reportersIds, lookups.users),
        editors: namesOf(assignment.editorsIds, lookups.users),
        team: nameOf(assignment.teamId, lookups.teams),
        editorials: namesOf(assignment.editorialsIds, lookups.editorials),
        vehicles: namesOf(assignment.vehiclesIds, lookups.vehicles),
        classification: nameOf(assignment.classificationId, lookups.classifications),
        numberLabel: (label) => t(`numberLabels.${label}`),
      });
    },
    [t, lookups],
  );
}
