import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/dialog';
import styles from './timeline.module.css';

interface ProofDialogProps {
  url: string;
  number: number;
  onClose: () => void;
}

/** One proof-of-delivery photo, large, in a modal dialog. */
export function ProofDialog({ url, number, onClose }: ProofDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={t('timeline.proofTitle')}
      closeLabel={t('dialog.close')}
      size="large"
    >
      <img
        className={styles.photo}
        src={url}
        alt={t('timeline.proofAlt', { number })}
        referrerPolicy="no-referrer"
      />
    </Dialog>
  );
}
