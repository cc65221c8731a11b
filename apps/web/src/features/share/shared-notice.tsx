import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert';

/** Says the page is a household's shared view: it follows the delivery and changes nothing. */
export function SharedNotice() {
  const { t } = useTranslation();
  return <Alert variant="primary" heading={t('share.sharedNotice')} role="status" />;
}
