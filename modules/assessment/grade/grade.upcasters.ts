import type { Upcasters } from '@school/modules/kernel';

/**
 * Grades given before decision 0072 carry no `maximo` (the activity's maximum when graded): read
 * it as null, which the read models count as 10 per question graded.
 */
export const gradeUpcasters: Upcasters = {
  GradeAssigned(data) {
    return 'maximo' in data ? data : { ...data, maximo: null };
  },
};
