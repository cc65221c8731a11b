import { useEffect, useState } from 'react';

/**
 * An image the tracking API serves only to the page's own fetch (the doorstep photo: an <img> request is refused
 * like any request another page could make a browser send). Fetched, then shown from a blob: URL, revoked when
 * the address changes or the part unmounts; undefined until it is in (and without an address).
 */
export function usePrivateImage(url: string | undefined): string | undefined {
  const [shown, setShown] = useState<{ url: string; objectUrl: string } | undefined>();
  useEffect(() => {
    if (!url) return;
    const controller = new AbortController();
    let objectUrl: string | undefined;
    void fetch(url, { signal: controller.signal, headers: { accept: 'image/*' } })
      .then((response) => (response.ok ? response.blob() : undefined))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setShown({ url, objectUrl });
      })
      // A photo that cannot be read leaves its placeholder; the order itself says what there is.
      .catch(() => undefined);
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return shown && shown.url === url ? shown.objectUrl : undefined;
}
