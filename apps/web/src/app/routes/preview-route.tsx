import type { ComponentType } from 'react';
import { useRoute } from 'wouter';
import { paths } from '../../config/paths';
import { PreviewPage } from '../../features/preview/preview-page';
import { PreviewFrame } from './preview-frame';

/**
 * Route module of /___preview___/*, loaded lazily: the merchant preview, or one of its device frames, which
 * renders the app's own routes (given by the shell that loaded this module).
 */
export function PreviewRoute({ appRoutes }: { appRoutes: ComponentType }) {
  const [inFrame] = useRoute(paths.previewFrame.path);
  return inFrame ? <PreviewFrame appRoutes={appRoutes} /> : <PreviewPage />;
}
