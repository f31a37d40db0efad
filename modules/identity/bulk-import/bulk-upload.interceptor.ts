import { MAX_BULK_FILE_BYTES } from '@school/modules/identity';
import { multipartForm } from '@school/backend/files/multipart-form.interceptor';
import { UPLOAD_FIELD } from '@school/backend/files/single-file-upload.interceptor';

/**
 * The bulk form: the CSV in `file` (at most MAX_BULK_FILE_BYTES) and the class in
 * `codBseTurma`. The file is optional here, so that a missing class is told first ("Selecione
 * uma turma antes de escolher o arquivo!"). A JSON body (the legacy `{rows, codBseTurma}`)
 * passes through.
 */
export const BulkUpload = multipartForm({
  field: UPLOAD_FIELD,
  maxFileBytes: MAX_BULK_FILE_BYTES,
  overheadBytes: 64 * 1024,
  maxFields: 10,
  tooManyFiles: 'generic.invalid',
});
