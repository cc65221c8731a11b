import { PreviewPage } from '../../features/preview/preview-page';

/** Route module of /___preview___/*, loaded lazily. */
export function PreviewRoute() {
  return <PreviewPage />;
}
