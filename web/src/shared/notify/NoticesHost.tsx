import { lazy, Suspense, useSyncExternalStore } from 'react';
import { NOTICE_TIMEOUT_MS, noticesRequested } from './notify';

const Notifications = lazy(() =>
  import('@mantine/notifications').then((m) => ({ default: m.Notifications })),
);

/** Mantine's notices container, mounted once the first notice is asked for. */
export function NoticesHost() {
  const requested = useSyncExternalStore(noticesRequested.subscribe, noticesRequested.get);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <Notifications autoClose={NOTICE_TIMEOUT_MS} position="top-right" />
    </Suspense>
  );
}
