import { describe, expect, it } from 'vitest';
import { deciderSpec } from '@school/modules/testing';
import { fileDecider, type FileCommand } from './file.decider.js';
import type { FileEvent } from './file.events.js';

const ID = '5f0c3a52-8d5e-4d8e-9a51-0b6f0f4e2a11';
const spec = deciderSpec(fileDecider, { now: new Date('2026-11-23T10:00:00Z'), actor: null });

const upload = {
  id: ID,
  ownerId: 42,
  originalName: 'foto.jpg',
  mime: 'image/jpeg',
  size: 2048,
  width: 800,
  height: 600,
} as const;
const scaledData = { id: ID, width: 480, height: 360, size: 900 };

const uploaded: FileEvent = { type: 'ImageUploaded', data: upload };
const scaled: FileEvent = { type: 'ImageScaled', data: scaledData };
const rejected: FileEvent = { type: 'ImageRejected', data: { id: ID, code: 'file.corrupt' } };
const deleted: FileEvent = { type: 'FileDeleted', data: { id: ID, reason: 'orphan' } };

const uploadImage: FileCommand = { type: 'UploadImage', data: upload };
const recordScaled: FileCommand = { type: 'RecordScaled', data: scaledData };
const rejectImage: FileCommand = { type: 'RejectImage', data: { id: ID, code: 'file.corrupt' } };
const deleteFile: FileCommand = { type: 'DeleteFile', data: { id: ID, reason: 'orphan' } };

describe('file decider', () => {
  describe('UploadImage', () => {
    it('records the upload of a new file', () => {
      spec.given([]).when(uploadImage).then([uploaded]);
    });

    it('refuses a second upload under the same id', () => {
      spec.given([uploaded]).when(uploadImage).thenFails('generic.conflict');
    });
  });

  describe('RecordScaled', () => {
    it('records the scaled copy of an uploaded image', () => {
      spec.given([uploaded]).when(recordScaled).then([scaled]);
    });

    it('records nothing when a retry finds the copy recorded', () => {
      spec.given([uploaded, scaled]).when(recordScaled).thenNothing();
    });

    it('refuses an image already rejected', () => {
      spec.given([uploaded, rejected]).when(recordScaled).thenFails('file.corrupt');
    });

    it('refuses a missing or deleted file', () => {
      spec.given([]).when(recordScaled).thenFails('generic.notFound');
      spec.given([uploaded, deleted]).when(recordScaled).thenFails('generic.notFound');
    });
  });

  describe('RejectImage', () => {
    it('records that the image cannot be decoded', () => {
      spec.given([uploaded]).when(rejectImage).then([rejected]);
    });

    it('records nothing when a retry finds the rejection recorded', () => {
      spec.given([uploaded, rejected]).when(rejectImage).thenNothing();
    });

    it('refuses an image already scaled', () => {
      spec.given([uploaded, scaled]).when(rejectImage).thenFails('generic.conflict');
    });

    it('refuses a missing or deleted file', () => {
      spec.given([]).when(rejectImage).thenFails('generic.notFound');
      spec.given([uploaded, deleted]).when(rejectImage).thenFails('generic.notFound');
    });
  });

  describe('DeleteFile', () => {
    it('deletes an uploaded file whatever its outcome', () => {
      spec.given([uploaded]).when(deleteFile).then([deleted]);
      spec.given([uploaded, scaled]).when(deleteFile).then([deleted]);
      spec.given([uploaded, rejected]).when(deleteFile).then([deleted]);
    });

    it('records nothing for a file already deleted', () => {
      spec.given([uploaded, scaled, deleted]).when(deleteFile).thenNothing();
    });

    it('refuses a file that was never uploaded', () => {
      spec.given([]).when(deleteFile).thenFails('generic.notFound');
    });
  });

  it('folds the upload and its outcome into the state', () => {
    expect(spec.given([uploaded, scaled]).state()).toEqual({
      status: 'scaled',
      uploaded: upload,
      scaled: scaledData,
      deleted: false,
    });
    expect(spec.given([uploaded, rejected, deleted]).state()).toMatchObject({
      status: 'rejected',
      deleted: true,
    });
  });
});
