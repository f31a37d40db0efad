import type { Projection } from '@school/projections/kernel';
import { calendarProjection } from '@school/projections/calendar';
import { chatProjection } from '@school/projections/chat';
import { forumProjection } from '@school/projections/forum';
import { notificationProjection } from '@school/projections/notification';
import { postListProjection } from '@school/projections/post-list';

/** The read models of the community context, for the projection engine and `projections:rebuild`. */
export const communityProjections: Projection[] = [
  postListProjection,
  calendarProjection,
  forumProjection,
  chatProjection,
  notificationProjection,
];
