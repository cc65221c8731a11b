import { matchPath, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PreviewPage } from '../../features/preview/preview-page';
import { PreviewFrame } from './preview-frame';

/** Route module of /___preview___/*, loaded lazily: the merchant preview, or one of its device frames. */
export function PreviewRoute() {
  const { pathname } = useLocation();
  return matchPath(paths.previewFrame.path, pathname) ? <PreviewFrame /> : <PreviewPage />;
}
