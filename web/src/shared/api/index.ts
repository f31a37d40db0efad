export { ApiError, type ErrorBody, type FieldError } from './ApiError';
export { api, apiHeaders, newIdempotencyKey, onLaggingWrite, type RequestOptions } from './http';
export { downloadFile } from './download';
export { fetchObjectUrl, uploadWithProgress } from './upload';
