import {
  DEFAULT_LOCALE,
  DOORSTEP_ANCHOR,
  canChangePreferences,
  isSupportedLocale,
  type Order,
} from '@tracking/core';
import { Suspense, useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { lazyPart } from '../../../lib/lazy-part';
import { useAddress } from '../../../lib/router';
import { useHydrated } from '../../../lib/use-hydrated';
import { useLiveOrder } from '../../../lib/use-live-updates';
import { usePrivateImage } from '../../../lib/use-private-image';
import { Alert } from '../../../ui/alert';
import { Button } from '../../../ui/button';
import { OptionalPart } from '../../../ui/error-boundary';
import { useChangeDoorstep } from '../api/doorstep';
import { doorstepErrorText, PHOTO_MAX_BYTES, PHOTO_TYPES } from './doorstep-text';
import type { PinPoint } from './pin-step';
import { doorstepFormError, doorstepFormOutcome } from './doorstep-form-outcome';
import { DoorstepPlainForm } from './doorstep-plain-form';
import styles from './doorstep.module.css';

// Leaflet touches window when loaded: the map comes in the browser only, off the page's first load.
const DoorstepMap = lazyPart(
  () => import('./doorstep-map'),
  (module) => module.DoorstepMap,
);

/** Where the pin starts without an address position: Copenhagen's centre, moved by the recipient. */
const NO_POSITION: PinPoint = { lat: 55.6761, lng: 12.5683 };

/** The pin to start from: the card's own, else the address's position. */
function startPin(order: Pick<Order, 'doorstep' | 'deliveryAddress'>): PinPoint {
  if (order.doorstep) return { lat: order.doorstep.lat, lng: order.doorstep.lng };
  const { lat, lng } = order.deliveryAddress;
  return lat !== undefined && lng !== undefined ? { lat, lng } : NO_POSITION;
}

/** A chosen photo shown before it is sent (a data: URL, which the page's CSP allows for images). */
function readPreview(file: File, show: (url: string) => void): void {
  const reader = new FileReader();
  reader.onload = () => typeof reader.result === 'string' && show(reader.result);
  reader.readAsDataURL(file);
}

interface DoorstepCardProps {
  order: Pick<Order, 'trackingId' | 'statusCode' | 'doorstep' | 'deliveryAddress'>;
}

/**
 * The doorstep card beside the preferences: a photo of the entrance or the spot for the parcel, and a pin on the
 * map the driver sees. Saved on its own (a photo and the pin; the pin alone once there is a photo), or removed.
 */
export function DoorstepCard({ order }: DoorstepCardProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const change = useChangeDoorstep(order.trackingId);
  const [pin, setPin] = useState(() => startPin(order));
  const [file, setFile] = useState<File | undefined>();
  const [preview, setPreview] = useState<string | undefined>();
  const [tooBig, setTooBig] = useState(false);
  // The card's form without scripts comes back to this page saying what happened.
  const { search } = useAddress();
  const { lang } = useParams();
  const [posted] = useState(() => doorstepFormOutcome(search));
  // What the status line says last: read out by screen readers, so a move by the arrow keys is heard too.
  const [done, setDone] = useState<'saved' | 'removed' | 'moved' | null>(
    posted === 'saved' || posted === 'removed' ? posted : null,
  );
  const chooser = useRef<HTMLInputElement>(null);
  const ids = { title: useId(), instructions: useId() };
  // The card travels in the live messages while it can change: one changed in another tab shows here at once.
  useLiveOrder(order.trackingId, order.statusCode, canChangePreferences);
  const saved = order.doorstep;
  // A pin moved elsewhere (another tab, the live messages) moves here too, unless the recipient is moving it here.
  const savedPin = saved ? `${saved.lat},${saved.lng}` : null;
  const [pinShownFor, setPinShownFor] = useState(savedPin);
  if (pinShownFor !== savedPin) {
    setPinShownFor(savedPin);
    if (done !== 'moved') setPin(startPin(order));
  }
  const savedPhoto = usePrivateImage(saved?.photoUrl);
  const photoUrl = preview ?? savedPhoto;
  const hasPhoto = preview !== undefined || saved !== null;
  const moved = !saved || saved.lat !== pin.lat || saved.lng !== pin.lng;
  const failure = tooBig
    ? new ApiError('', 413)
    : (change.error ?? (change.isIdle && !file ? doorstepFormError(posted) : null));

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0];
    event.target.value = '';
    if (!chosen) return;
    setDone(null);
    setTooBig(chosen.size > PHOTO_MAX_BYTES);
    if (chosen.size > PHOTO_MAX_BYTES) return;
    setFile(chosen);
    readPreview(chosen, setPreview);
  };
  const movePin = (next: PinPoint) => {
    setDone('moved');
    setPin({ lat: next.lat, lng: next.lng });
  };
  const save = () =>
    change.mutate(
      { ...pin, photo: file },
      {
        onSuccess: () => {
          setFile(undefined);
          setPreview(undefined);
          setDone('saved');
        },
      },
    );
  const remove = () =>
    change.mutate(null, {
      onSuccess: (answer) => {
        setFile(undefined);
        setPreview(undefined);
        setPin(startPin(answer));
        setDone('removed');
      },
    });

  return (
    <section
      id={DOORSTEP_ANCHOR}
      className={styles.card}
      aria-labelledby={ids.title}
      data-testid="doorstep-card"
    >
      <h2 id={ids.title} className={styles.title}>
        {t('doorstep.title')}
      </h2>
      <p className={styles.intro}>{t('doorstep.intro')}</p>
      {failure ? (
        <Alert variant="error" role="alert" heading={t('doorstep.errors.heading')}>
          {doorstepErrorText(failure, t)}
        </Alert>
      ) : null}
      {hydrated ? (
        <>
          <div className={styles.photoRow}>
            {photoUrl ? (
              <img
                className={styles.photo}
                src={photoUrl}
                alt={t('doorstep.photoAlt')}
                width={128}
                height={96}
              />
            ) : hasPhoto ? (
              <span className={styles.noPhoto} aria-hidden="true" />
            ) : (
              <p className={styles.noPhoto}>{t('doorstep.noPhoto')}</p>
            )}
            <input
              ref={chooser}
              type="file"
              accept={PHOTO_TYPES}
              hidden
              onChange={choose}
              data-testid="doorstep-file"
            />
            <Button variant="secondary" size="small" onClick={() => chooser.current?.click()}>
              {hasPhoto ? t('doorstep.replacePhoto') : t('doorstep.addPhoto')}
            </Button>
          </div>
          <p id={ids.instructions} className={styles.help}>
            {t('doorstep.pinHelp')}
          </p>
          <OptionalPart>
            <Suspense fallback={<div className={styles.map} />}>
              <DoorstepMap
                pin={pin}
                onMove={movePin}
                pinLabel={t('doorstep.pinLabel')}
                instructionsId={ids.instructions}
              />
            </Suspense>
          </OptionalPart>
          <div className={styles.actions}>
            <Button
              onClick={save}
              isLoading={change.isPending}
              disabled={!(file ?? saved) || (!file && !moved)}
            >
              {t('doorstep.save')}
            </Button>
            {saved ? (
              <Button variant="tertiary-error" onClick={remove} disabled={change.isPending}>
                {t('doorstep.remove')}
              </Button>
            ) : null}
          </div>
        </>
      ) : (
        <>
          {/* The photo is fetched by the page's script (an <img> may not ask for it); "none yet" is known. */}
          {saved ? null : <p className={styles.noPhoto}>{t('doorstep.noPhoto')}</p>}
          <DoorstepPlainForm
            action={paths.pageForm.href(
              order.trackingId,
              isSupportedLocale(lang) ? lang : DEFAULT_LOCALE,
              'doorstep',
            )}
            hasCard={saved !== null}
          />
        </>
      )}
      <p role="status" className={styles.help}>
        {done ? t(`doorstep.${done}`) : ''}
      </p>
    </section>
  );
}
