import { DEFAULT_BRAND_COLOR, themeCssVariables, type Locale, type Order } from '@tracking/core';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { env } from '../../config/env';
import { helpLinks } from '../../lib/help-links';
import { HeaderMenu } from '../../ui/header-menu';
import { PageHeader, PageShell } from '../../ui/page-shell';
import { LanguageSwitcher } from './language-switcher';

interface TrackingShellProps {
  order: Order;
  locale: Locale;
  mapView: boolean;
  children: ReactNode;
}

interface ShellHeaderProps {
  merchantName: string;
  logoUrl: string | null;
  locale: Locale;
}

/** The header bar; it renders again only when the merchant or the language change, not on live updates. */
const ShellHeader = memo(function ShellHeader({ merchantName, logoUrl, locale }: ShellHeaderProps) {
  const { t } = useTranslation();
  const links = helpLinks(locale, env);
  return (
    <PageHeader
      merchantName={merchantName}
      logoUrl={logoUrl}
      actions={
        <>
          <LanguageSwitcher locale={locale} />
          <HeaderMenu
            label={t('header.menu')}
            links={[
              { href: links.help, label: t('header.help') },
              { href: links.about, label: t('header.about') },
            ]}
          />
        </>
      }
    />
  );
});

/** The frame of every page of an order: the merchant's header and colours, language, help and about. */
export function TrackingShell({ order, locale, mapView, children }: TrackingShellProps) {
  const { t } = useTranslation();
  const { account } = order;
  // The service validated each colour as #RRGGBB; the core rule only passes those on.
  const theme = account.hasCustomTrackingTheme ? account.trackingTheme : null;
  const cssVariables = {
    ...themeCssVariables(theme),
    // An accent that shows on the top section: a merchant's top background is often its primary colour.
    '--top-accent': theme?.topSectionFontColor ?? DEFAULT_BRAND_COLOR,
  };
  return (
    <PageShell
      cssVariables={cssVariables}
      mapView={mapView}
      skipLinkLabel={t('header.skipToContent')}
      header={<ShellHeader merchantName={account.name} logoUrl={account.logo} locale={locale} />}
    >
      {children}
    </PageShell>
  );
}
