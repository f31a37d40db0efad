import { Navigate } from 'react-router-dom';
import { ROOMS } from './ForumParts';

// The forum's screens load as one chunk (app/screens.ts imports this module).
export { ForumPostsPage } from './ForumPostsPage';
export { ForumRoomsPage } from './ForumRoomsPage';
export { ForumTopicsPage } from './ForumTopicsPage';

/** /forum: the rooms. */
export function ForumIndexRedirect() {
  return <Navigate to={ROOMS} replace />;
}
