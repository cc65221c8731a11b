import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { ConfirmDialog, Dialog } from '../../../ui/dialog';
import { Icon, type IconName } from '../../../ui/icon';
import { Spinner } from '../../../ui/spinner';
import { Tooltip } from '../../../ui/tooltip';
import { GallerySection } from './gallery-section';
import styles from './gallery.module.css';

const ICONS: IconName[] = [
  'check',
  'close',
  'info',
  'success',
  'error',
  'bell',
  'bell-off',
  'door',
  'person',
  'star',
];

/** A dialog, the older confirm dialog with steps, a tooltip, the spinner and the icons. */
export function GalleryOverlays() {
  const { t } = useTranslation();
  const [dialogOpen, setDialogOpen] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const merchant = t('preview.sampleMerchant');
  return (
    <GallerySection id="overlays" title={t('preview.gallery.overlays')}>
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => setDialogOpen(true)}>
          {t('preview.gallery.openDialog')}
        </Button>
        <Button variant="tertiary-error" onClick={() => setConfirmOpen(true)}>
          {t('preview.gallery.openConfirm')}
        </Button>
        <span className={styles.tooltipLine}>
          {t('preferences.inPerson.whyRequired')}
          <Tooltip label={t('preferences.inPerson.whyRequired')}>
            {t('preferences.inPerson.requiredTooltip', { merchant })}
          </Tooltip>
        </span>
      </div>
      <div className={styles.row}>
        <Spinner label={t('preferences.saving')} />
        {ICONS.map((name) => (
          <span key={name} className={styles.icon} title={name}>
            <Icon name={name} size={22} />
          </span>
        ))}
      </div>
      <Dialog
        isOpen={dialogOpen}
        onOpenChange={setDialogOpen}
        title={t('preferences.formTitle')}
        supportingText={t('preferences.intro', { merchant })}
        footer={<Button onClick={() => setDialogOpen(false)}>{t('preferences.save')}</Button>}
      >
        <p>{t('preview.sampleInstructions')}</p>
      </Dialog>
      <ConfirmDialog
        isOpen={confirmOpen}
        onOpenChange={setConfirmOpen}
        title={t('preferences.readOnly.tooLateTitle')}
        supportingText={t('preferences.readOnly.tooLate')}
        confirmLabel={t('preferences.confirm')}
        confirmVariant="destructive"
        onConfirm={() => setConfirmOpen(false)}
        step={{ current: 2, total: 3 }}
      />
    </GallerySection>
  );
}
