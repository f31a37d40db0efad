export { eventStatsProjection, eventStats } from './event-stats.projection.js';
