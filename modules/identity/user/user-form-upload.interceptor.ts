import { MAX_UPLOAD_BYTES } from '@school/backend/files/image-processing';
import { multipartForm } from '@school/backend/files/multipart-form.interceptor';

/** The user form's file field. */
export const AVATAR_FIELD = 'imgAvatar';

/**
 * The user form (POST and PUT /api/bse_usuario): its text fields and at most one optional image
 * in `imgAvatar`; a client without an avatar may send JSON.
 */
export const UserFormUpload = multipartForm({
  field: AVATAR_FIELD,
  maxFileBytes: MAX_UPLOAD_BYTES,
  overheadBytes: 256 * 1024,
  maxFields: 300,
  tooManyFiles: 'file.onlyOne',
});
