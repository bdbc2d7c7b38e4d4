import type { Brand } from '../../../shared/brands.js';
import { SHOP } from '../../../shared/brands.js';
import { formatDateTime } from '../../../shared/dates.js';
import { ServerMemo } from '../../shell/server-memo.js';
import { useShellData } from '../../shell/shell-data.js';
import { useStoreView, useT } from '../../i18n.js';
import { FactoryShop } from './FactoryShop.js';
import { FooterColumns } from './FooterColumns.js';
import { LegalLinks } from './LegalLinks.js';
import { NewsletterForm } from './NewsletterForm.js';
import { PaymentBadges } from './PaymentBadges.js';
import { SocialLinks } from './SocialLinks.js';
import { StoreViewLinks } from './StoreViewLinks.js';

/** The build date in the shop's format (HH:mm D-M-YYYY, shop time zone: the same on server and client). */
function formatBuildDate(buildDate: string): { label: string; year: string | null } {
  try {
    const label = formatDateTime(buildDate);
    return { label, year: label.slice(-4) };
  } catch {
    return { label: buildDate, year: null };
  }
}

/** The last build date formatted: every page shows the same one, and Intl's formatToParts showed in the server's profile. */
let lastBuildDate: { input: string; output: ReturnType<typeof formatBuildDate> } | null = null;

function buildDateOnce(buildDate: string): ReturnType<typeof formatBuildDate> {
  if (lastBuildDate?.input !== buildDate) lastBuildDate = { input: buildDate, output: formatBuildDate(buildDate) };
  return lastBuildDate.output;
}

/** The page footer (spec 01 §1): newsletter, link columns, factory shop, payment/shipping, regions, legal. */
export function Footer({ brand }: { brand: Brand }) {
  const t = useT();
  const store = useStoreView();
  const { appVersion, buildDate, promoted, openingHoursHtml } = useShellData();
  const promotedTitle = promoted?.newsletter.title_footer;
  const build = buildDateOnce(buildDate);
  return (
    <footer className="site-footer">
      <section className="footer-newsletter" aria-labelledby="footer-newsletter-title">
        <div className="container footer-newsletter__inner">
          <div className="footer-newsletter__intro">
            {promotedTitle ? null : <p className="eyebrow">{t('Newsletter')}</p>}
            <h2 id="footer-newsletter-title" className="footer-newsletter__title">
              {promotedTitle || t('10% off your first order')}
            </h2>
            <p className="footer-newsletter__text">{t('New collections, care tips from our workshop and invitations to the factory shop.')}</p>
          </div>
          <NewsletterForm withGender={promoted?.newsletter.gender ?? true} buttonText={promoted?.newsletter.buttonText} />
        </div>
      </section>
      {/* The parts the same for every shopper of the store view, rendered once per process (client/shell/server-memo.tsx);
          the newsletter form (its field ids) and the store view links (the current page) render for each page. */}
      <ServerMemo memoKey={`footer-main:${store.code}:${JSON.stringify(brand)}:${openingHoursHtml ?? ''}`}>
        <div className="container footer-main">
          <div className="footer-brand">
            <p className="footer-brand__name">{brand.name}</p>
            <p className="footer-brand__tagline">{t('Goodyear-welted shoes, made by hand since 1921.')}</p>
            <SocialLinks brand={brand} />
          </div>
          <FooterColumns brand={brand} />
          <FactoryShop />
        </div>
      </ServerMemo>
      <div className="container footer-trust">
        <ServerMemo memoKey={`payment-badges:${store.code}`}>
          <PaymentBadges />
        </ServerMemo>
        <StoreViewLinks />
      </div>
      <ServerMemo memoKey={`footer-legal:${store.code}:${appVersion}:${buildDate}`}>
        <div className="footer-legal">
          <div className="container footer-legal__inner">
            <LegalLinks />
            <p className="footer-legal__meta">
              © {build.year ? `${build.year} ` : ''}
              {SHOP.name} · {t('Version {version}, built {date}', { version: appVersion, date: build.label })}
            </p>
          </div>
        </div>
      </ServerMemo>
    </footer>
  );
}

