import type { ComponentType } from 'react';
import { matchPath, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { PreviewPage } from '../../features/preview/preview-page';
import { PreviewFrame } from './preview-frame';

/**
 * Route module of /___preview___/*, loaded lazily: the merchant preview, or one of its device frames, which
 * renders the app's own routes (given by the shell that loaded this module).
 */
export function PreviewRoute({ appRoutes }: { appRoutes: ComponentType }) {
  const { pathname } = useLocation();
  return matchPath(paths.previewFrame.path, pathname) ? (
    <PreviewFrame appRoutes={appRoutes} />
  ) : (
    <PreviewPage />
  );
}
