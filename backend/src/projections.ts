import type { Projection } from '@school/projections/kernel';
import { contentCatalogueProjection } from '@school/projections/content-catalogue';
import { eventStatsProjection } from '@school/projections/event-stats';
import { fileCatalogueProjection } from '@school/projections/file-catalogue';
import { gradesSeenProjection } from '@school/projections/grades-seen';
import { schoolListProjection } from '@school/projections/school-list';
import { supportDeskProjection } from '@school/projections/support-desk';
import { dataRequestListProjection } from '@school/projections/data-request-list';
import { contentProjections } from '@school/modules/content/server';
import { identityProjections } from '@school/modules/identity/server';
import { organizationProjections } from '@school/modules/organization/server';
import { teachingProjections } from '@school/modules/teaching/server';
import { assessmentProjections } from '@school/modules/assessment/server';
import { communityProjections } from '@school/modules/community/server';

/** Every read model the projector leader keeps up to date, and `projections:rebuild` can rebuild. */
export const ALL_PROJECTIONS: Projection[] = [
  schoolListProjection,
  ...identityProjections,
  ...organizationProjections,
  supportDeskProjection,
  contentCatalogueProjection,
  fileCatalogueProjection,
  eventStatsProjection,
  ...contentProjections,
  ...teachingProjections,
  ...assessmentProjections,
  ...communityProjections,
  dataRequestListProjection,
  gradesSeenProjection,
];
