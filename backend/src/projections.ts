import type { Projection } from '@school/projections/kernel';
import { contentCatalogueProjection } from '@school/projections/content-catalogue';
import { eventStatsProjection } from '@school/projections/event-stats';
import { fileCatalogProjection } from '@school/projections/file-catalog';
import { schoolListProjection } from '@school/projections/school-list';
import { supportDeskProjection } from '@school/projections/support-desk';
import { dataRequestListProjection } from '@school/projections/data-request-list';
import { contentProjections } from './content/content.projections.js';
import { identityProjections } from './identity/identity.projections.js';
import { organizationProjections } from './organization/organization.projections.js';
import { teachingProjections } from './teaching/teaching.projections.js';
import { assessmentProjections } from './assessment/assessment.projections.js';
import { communityProjections } from './community/community.projections.js';

/** Every read model the projector leader keeps up to date, and `projections:rebuild` can rebuild. */
export const ALL_PROJECTIONS: Projection[] = [
  schoolListProjection,
  ...identityProjections,
  ...organizationProjections,
  supportDeskProjection,
  contentCatalogueProjection,
  fileCatalogProjection,
  eventStatsProjection,
  ...contentProjections,
  ...teachingProjections,
  ...assessmentProjections,
  ...communityProjections,
  dataRequestListProjection,
];
