import { classBooksProjection } from '@school/projections/class-books';
import type { Projection } from '@school/projections/kernel';
import { learnerProgressProjection } from '@school/projections/learner-progress';

/** The read models of a class's class books and its learners' progress, for the projection engine and `projections:rebuild`. */
export const teachingProjections: Projection[] = [classBooksProjection, learnerProgressProjection];
