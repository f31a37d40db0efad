import { composeUpcasters } from '@school/modules/kernel';
import { gradeUpcasters } from '@school/modules/assessment';
import { trailUpcasters } from '@school/modules/content';
import { accessUpcasters } from '@school/modules/identity';

/** Every context's upcasters: the shapes stored events had before today's (decision 0023). */
export const UPCASTERS = composeUpcasters(accessUpcasters, trailUpcasters, gradeUpcasters);
