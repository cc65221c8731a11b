import { useTranslation } from 'react-i18next';
import { Alert, type AlertVariant } from '../../../ui/alert';
import { Badge, type BadgeVariant } from '../../../ui/badge';
import { BUTTON_VARIANTS, Button } from '../../../ui/button';
import { GallerySection } from './gallery-section';
import styles from './gallery.module.css';

const ALERTS: [AlertVariant, number][] = [
  ['primary', 80],
  ['success', 90],
  ['warning', 130],
  ['error', 92],
];
const BADGES: [BadgeVariant, string][] = [
  ['neutral', 'serviceType.delivery'],
  ['brand', 'journey.outForDelivery'],
  ['success', 'eta.delivered'],
  ['warning', 'status.130.title'],
  ['error', 'status.92.title'],
];

/** Buttons in every variant and state, alerts and badges. */
export function GalleryActions() {
  const { t } = useTranslation();
  const label = t('preview.gallery.button');
  return (
    <>
      <GallerySection id="buttons" title={t('preview.gallery.buttons')} wide>
        <table className={styles.matrix}>
          <thead>
            <tr>
              <th scope="col">{t('preview.gallery.variant')}</th>
              <th scope="col">{t('preview.gallery.state.default')}</th>
              <th scope="col">{t('preview.gallery.state.active')}</th>
              <th scope="col">{t('preview.gallery.state.loading')}</th>
              <th scope="col">{t('preview.gallery.state.disabled')}</th>
            </tr>
          </thead>
          <tbody>
            {BUTTON_VARIANTS.map((variant) => (
              <tr key={variant}>
                <th scope="row">
                  <code>{variant}</code>
                </th>
                <td>
                  <Button variant={variant} size="small">
                    {label}
                  </Button>
                </td>
                <td>
                  <Button variant={variant} size="small" isActive aria-pressed>
                    {label}
                  </Button>
                </td>
                <td>
                  <Button variant={variant} size="small" isLoading>
                    {label}
                  </Button>
                </td>
                <td>
                  <Button variant={variant} size="small" disabled>
                    {label}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </GallerySection>
      <GallerySection id="alerts" title={t('preview.gallery.alerts')}>
        <div className={styles.stack}>
          {ALERTS.map(([variant, code]) => (
            <Alert key={variant} variant={variant} heading={t(`status.${code}.title`)}>
              {t(`status.${code}.description`)}
            </Alert>
          ))}
        </div>
        <div className={styles.row}>
          {BADGES.map(([variant, key]) => (
            <Badge key={variant} variant={variant}>
              {t(key)}
            </Badge>
          ))}
        </div>
      </GallerySection>
    </>
  );
}
