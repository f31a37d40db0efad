/** The files context (uploaded images, their scaled copies, their removal): what other workspaces use of it. */
export { fileDecider, type FileCommand, type FileState } from './file.decider.js';
export {
  type FileDeleted,
  type FileEvent,
  filePrivacy,
  fileStream,
  type ImageMime,
  type ImageRejected,
  type ImageScaled,
  type ImageUploaded,
  isFileEvent,
} from './file.events.js';
