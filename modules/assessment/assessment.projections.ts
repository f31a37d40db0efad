import { activitiesProjection } from '@school/projections/activities';
import { classActivitiesProjection } from '@school/projections/class-activities';
import type { Projection } from '@school/projections/kernel';

/** The read models of activities, their questions, class activities, answers and grades. */
export const assessmentProjections: Projection[] = [activitiesProjection, classActivitiesProjection];
