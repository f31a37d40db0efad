import { assertNever, DomainError, type Decider, requireAbsent } from '@school/modules/kernel';
import {
  type FileDeleted,
  type FileEvent,
  type ImageRejected,
  type ImageScaled,
  type ImageUploaded,
  isFileEvent,
} from './file.events.js';

/**
 * The upload is the file's record; scaling ends in one outcome (scaled or rejected); the orphan
 * sweep deletes it for good. Outcomes are recorded once: a job's retry decides nothing new.
 */
export type FileCommand =
  | { type: 'UploadImage'; data: ImageUploaded }
  | { type: 'RecordScaled'; data: ImageScaled }
  | { type: 'RejectImage'; data: ImageRejected }
  | { type: 'DeleteFile'; data: FileDeleted };

export type FileState =
  | { status: 'absent' }
  | {
      status: 'processing' | 'scaled' | 'rejected';
      uploaded: ImageUploaded;
      /** The scaled copy once recorded (a retried job answers it again). */
      scaled: ImageScaled | null;
      deleted: boolean;
    };

type PresentFile = Exclude<FileState, { status: 'absent' }>;

/** The file as uploaded and not deleted; a deleted file is as gone as a missing one. */
function liveFile(state: FileState): PresentFile {
  if (state.status === 'absent' || state.deleted) throw new DomainError('generic.notFound');
  return state;
}

export const fileDecider: Decider<FileCommand, FileState, FileEvent> = {
  isEvent: isFileEvent,
  initialState: () => ({ status: 'absent' }),

  evolve: (state, event) => {
    switch (event.type) {
      case 'ImageUploaded':
        return { status: 'processing', uploaded: event.data, scaled: null, deleted: false };
      case 'ImageScaled':
        return state.status === 'absent' ? state : { ...state, status: 'scaled', scaled: event.data };
      case 'ImageRejected':
        return state.status === 'absent' ? state : { ...state, status: 'rejected' };
      case 'FileDeleted':
        return state.status === 'absent' ? state : { ...state, deleted: true };
      default:
        return assertNever(event);
    }
  },

  decide: (command, state) => {
    switch (command.type) {
      case 'UploadImage':
        // Ids are fresh UUIDs: a second upload under one id is a clash, never a retry.
        requireAbsent(state);
        return [{ type: 'ImageUploaded', data: command.data }];
      case 'RecordScaled': {
        const file = liveFile(state);
        if (file.status === 'scaled') return [];
        if (file.status === 'rejected') throw new DomainError('file.corrupt');
        return [{ type: 'ImageScaled', data: command.data }];
      }
      case 'RejectImage': {
        const file = liveFile(state);
        if (file.status === 'rejected') return [];
        if (file.status === 'scaled') throw new DomainError('generic.conflict');
        return [{ type: 'ImageRejected', data: command.data }];
      }
      case 'DeleteFile':
        if (state.status === 'absent') throw new DomainError('generic.notFound');
        if (state.deleted) return [];
        return [{ type: 'FileDeleted', data: command.data }];
      default:
        return assertNever(command);
    }
  },
};
