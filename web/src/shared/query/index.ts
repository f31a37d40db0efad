export { createQueryClient, queryClient } from './queryClient';
export { useWrite, type WriteOptions } from './useWrite';
export { useApiDelete, useApiGet, useApiRecord, useApiSave } from './apiHooks';
