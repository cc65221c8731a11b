import { NotFoundPage } from '../../features/not-found/not-found-page';

/** Route module of any path that is not a tracking link, loaded lazily. */
export function NotFoundRoute() {
  return <NotFoundPage />;
}

/** An unknown page under a valid tracking link, inside the merchant's shell. */
export function EmbeddedNotFoundRoute() {
  return <NotFoundPage embedded />;
}
