export { createQueryClient, queryClient } from './queryClient';
