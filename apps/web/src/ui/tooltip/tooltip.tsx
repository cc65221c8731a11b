import { TOOLTIP_MAX_WIDTH } from '../../config/page-constants';
import { SCREEN_QUERIES } from '../../config/screens';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  OverlayArrow,
  Tooltip as AriaTooltip,
  TooltipTrigger,
} from 'react-aria-components';
import { useHydrated } from '../../lib/use-hydrated';
import { DisclosureSummary } from '../disclosure';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../button';
import { Dialog } from '../dialog';
import { Icon } from '../icon';
import styles from './tooltip.module.css';

/** Hover popups need a pointer that hovers; below the desktop width they open as a dialog instead. */
export const DESKTOP_QUERY = SCREEN_QUERIES.desktop;

interface TooltipProps {
  /** Accessible name of the trigger, and the title of the dialog on tablets and phones. */
  label: string;
  /** What the tooltip explains. */
  children: ReactNode;
  /** Widest the popup grows, in pixels. */
  maxWidth?: number;
  /** Text of the dialog's close button; "Close" in the page's language by default. */
  closeLabel?: string;
}

/**
 * An info button that explains something. On desktop the text pops up on hover and keyboard focus (and the
 * button is described by it); on tablets and phones the button opens a small dialog with a Close button.
 */
export function Tooltip({ label, children, maxWidth = TOOLTIP_MAX_WIDTH, closeLabel }: TooltipProps) {
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const hydrated = useHydrated();
  const trigger = <Icon name="info" size={20} />;
  // Before the page's script (or without it) the browser opens and closes the text itself.
  if (!hydrated)
    return (
      <details className={styles.details}>
        <DisclosureSummary className={styles.trigger} aria-label={label}>
          {trigger}
        </DisclosureSummary>
        <div className={styles.detailsText}>{children}</div>
      </details>
    );
  return isDesktop ? (
    <TooltipTrigger delay={300} closeDelay={150}>
      <AriaButton className={styles.trigger} aria-label={label}>
        {trigger}
      </AriaButton>
      <AriaTooltip
        className={styles.tooltip}
        offset={8}
        ref={(element) => element?.style.setProperty('--tooltip-max-width', `${maxWidth}px`)}
      >
        <OverlayArrow className={styles.arrow}>
          <svg width={12} height={6} viewBox="0 0 12 6" aria-hidden="true">
            <path d="M0 0 6 6 12 0" />
          </svg>
        </OverlayArrow>
        {children}
      </AriaTooltip>
    </TooltipTrigger>
  ) : (
    <TooltipDialog label={label} trigger={trigger} closeLabel={closeLabel}>
      {children}
    </TooltipDialog>
  );
}

function TooltipDialog({
  label,
  trigger,
  closeLabel,
  children,
}: Pick<TooltipProps, 'label' | 'children' | 'closeLabel'> & { trigger: ReactNode }) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <AriaButton
        className={styles.trigger}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPress={() => setOpen(true)}
      >
        {trigger}
      </AriaButton>
      <Dialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={label}
        size="small"
        withCloseIcon={false}
        footer={
          <Button variant="secondary" fullWidth onClick={() => setOpen(false)}>
            {closeLabel ?? t('dialog.close')}
          </Button>
        }
      >
        <div className={styles.dialogText}>{children}</div>
      </Dialog>
    </>
  );
}
