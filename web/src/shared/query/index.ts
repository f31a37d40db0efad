export { createQueryClient, queryClient } from './queryClient';
export { useWrite, type WriteOptions } from './useWrite';
