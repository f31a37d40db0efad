export { CHAPTERS_KEY, TRAILS_KEY, useChapters, useTrails } from './trails';
export { TrailSelect, type TrailSelectProps } from './TrailSelect';
