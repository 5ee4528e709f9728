// The one toast area of the app; it mounts (and loads react-hot-toast) with the first toast. It also shows the notice
// a page kept for after its reload (e.g. why the session ended).
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onToastsRequested, showNoticeFromLastPage, toastsRequested } from '../../lib/toast';

const ToastArea = lazy(() => import('./ToastArea'));

export function AppToaster() {
  const requested = useSyncExternalStore(onToastsRequested, toastsRequested);

  useEffect(showNoticeFromLastPage, []);

  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea />
    </Suspense>
  );
}
