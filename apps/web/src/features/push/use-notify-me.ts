import type { Locale } from '@tracking/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { env } from '../../config/env';
import { rememberedEndpoint } from './push-choice';

/** What the control shows: nothing asked, asking (permission or the service), on, blocked by the browser, failed. */
export type NotifyState = 'idle' | 'asking' | 'on' | 'denied' | 'error';

const flow = () => import('./push-flow');

/** True where the page can get push messages: keys from the service, Push and notifications in the browser. */
export function pushSupported(publicKey: string | null): publicKey is string {
  return (
    publicKey !== null &&
    typeof window !== 'undefined' &&
    'PushManager' in window &&
    'Notification' in window &&
    'serviceWorker' in navigator
  );
}

type Outcome = 'on' | 'off' | 'denied' | 'dismissed';

/**
 * The "Notify me" control's state and its one action. `available` turns true only in a browser that can push
 * and once the page's service worker runs, so the server's HTML never holds a control that cannot work yet.
 */
export function useNotifyMe(trackingId: string, lang: Locale) {
  const publicKey = env.pushPublicKey;
  const [available, setAvailable] = useState(false);
  const [on, setOn] = useState(false);
  const [denied, setDenied] = useState(false);

  useEffect(() => {
    if (!pushSupported(publicKey)) return;
    let current = true;
    void navigator.serviceWorker.ready.then(() => {
      if (!current) return;
      setAvailable(true);
      setOn(rememberedEndpoint(trackingId) !== null && Notification.permission === 'granted');
      setDenied(Notification.permission === 'denied');
    });
    return () => {
      current = false;
    };
  }, [trackingId, publicKey]);

  const change = useMutation({
    mutationFn: async (asked: Promise<NotificationPermission> | null): Promise<Outcome> => {
      if (asked === null) {
        await (await flow()).unsubscribeOrder(trackingId);
        return 'off';
      }
      const permission = await asked;
      if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'dismissed';
      await (await flow()).subscribeOrder(trackingId, lang, publicKey ?? '');
      return 'on';
    },
    onSuccess: (outcome) => {
      if (outcome === 'on' || outcome === 'off') setOn(outcome === 'on');
      setDenied(outcome === 'denied');
    },
  });

  const toggle = () => {
    if (change.isPending) return;
    // Asked here, in the tap itself: browsers show the prompt only from a user's gesture.
    change.mutate(on ? null : Notification.requestPermission());
  };

  const state: NotifyState = change.isPending
    ? 'asking'
    : change.isError
      ? 'error'
      : on
        ? 'on'
        : denied
          ? 'denied'
          : 'idle';
  return { available, on, state, toggle };
}
