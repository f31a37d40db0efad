import { ALL_PROFILES, Profile } from './profiles.js';

const { Master } = Profile;

/**
 * The one permission map: what each permission admits. The backend guard enforces it on
 * every route (a route without a permission is refused unless declared public), and the web
 * client builds its menu and route guard from the same map.
 */
export const PERMISSIONS = {
  /** Own data, own access details. */
  'session.self': ALL_PROFILES,
  /** The access log administrators audit. */
  'access.read': [Master],
  'schools.read': [Master],
  'schools.write': [Master],
  'files.upload': ALL_PROFILES,
  'files.read': ALL_PROFILES,
} as const satisfies Record<string, readonly Profile[]>;

export type Permission = keyof typeof PERMISSIONS;

export function isAllowed(permission: Permission, profile: number | null | undefined): boolean {
  return profile != null && (PERMISSIONS[permission] as readonly number[]).includes(profile);
}
