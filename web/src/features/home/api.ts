import type { Home } from '@school/modules/reporting/contracts';
import { useApiGet } from '../../shared/query';

export const HOME_KEY = ['inicio'] as const;

/** GET /api/inicio: the blocks of the caller's home page, for its profile and scope (one request). */
export function useHome() {
  return useApiGet<Home>(HOME_KEY, '/inicio');
}
