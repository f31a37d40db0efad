import { activitiesProjection } from '@school/projections/activities';
import { classActivitiesProjection } from '@school/projections/class-activities';
import { keptAnswersProjection } from '@school/projections/kept-answers';
import type { Projection } from '@school/projections/kernel';

/** The read models of activities, their questions, class activities, answers (and those set aside) and grades. */
export const assessmentProjections: Projection[] = [
  activitiesProjection,
  classActivitiesProjection,
  keptAnswersProjection,
];
