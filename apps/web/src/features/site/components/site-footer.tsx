import { useTranslation } from 'react-i18next';
import { ASSETS } from '@tengu/shared';
import { CurrencyIcon } from '@/features/payments/components/currency-icon';
import { LocalizedLink } from '@/lib/localized-link';
import { useSiteConfig } from '../api/get-site-config';
import { LEGAL_PAGES } from '../legal-pages';

const LEGAL_LINK_KEYS = {
  terms: 'footer.terms',
  privacy: 'footer.privacy',
  responsible: 'footer.responsible',
  fairness: 'footer.fair',
  aml: 'footer.aml',
} as const;

function FooterLink({ to, children, testId }: { to: string; children: string; testId: string }) {
  return (
    <li>
      <LocalizedLink
        to={to}
        data-testid={testId}
        className="text-sm text-fog transition-colors hover:text-white"
      >
        {children}
      </LocalizedLink>
    </li>
  );
}

/**
 * The footer under every shell page (issue 14 item 6): the policies, help, the supported
 * currencies (document 1 section 9, Supported currencies), the 18+ notice and the operator's
 * licence text when SITE_LICENSE_TEXT is set.
 */
export function SiteFooter() {
  const { t } = useTranslation();
  const { data: site } = useSiteConfig();
  return (
    <footer
      data-testid="site-footer"
      aria-label={t('footer.label')}
      className="mt-12 border-t border-ink-700 bg-ink-900/60"
    >
      <div className="mx-auto grid w-full max-w-[1200px] gap-8 px-3 py-8 xs:px-4 md:grid-cols-[2fr_1fr_1fr] md:px-6">
        <div className="space-y-3">
          <p className="text-lg font-black tracking-tight text-white">{t('brand.name')}</p>
          <p className="max-w-sm text-sm leading-relaxed text-fog">{t('footer.about')}</p>
        </div>
        <nav aria-label={t('footer.legal')}>
          <h2 className="mb-3 text-xs font-bold tracking-wider text-ink-500 uppercase">
            {t('footer.legal')}
          </h2>
          <ul className="space-y-2">
            {LEGAL_PAGES.map((page) => (
              <FooterLink key={page.key} to={page.path} testId={`footer-link-${page.key}`}>
                {t(LEGAL_LINK_KEYS[page.key])}
              </FooterLink>
            ))}
          </ul>
        </nav>
        <nav aria-label={t('footer.help')}>
          <h2 className="mb-3 text-xs font-bold tracking-wider text-ink-500 uppercase">
            {t('footer.help')}
          </h2>
          <ul className="space-y-2">
            <FooterLink to="/support" testId="footer-link-support">
              {t('footer.support')}
            </FooterLink>
            <FooterLink to="/docs" testId="footer-link-docs">
              {t('footer.docs')}
            </FooterLink>
          </ul>
        </nav>
      </div>
      <div className="mx-auto w-full max-w-[1200px] space-y-4 border-t border-ink-700 px-3 py-6 xs:px-4 md:px-6">
        <div>
          <h2 className="mb-2 text-xs font-bold tracking-wider text-ink-500 uppercase">
            {t('footer.currencies')}
          </h2>
          <ul className="flex flex-wrap gap-2" data-testid="footer-currencies">
            {ASSETS.map((asset) => (
              <li key={asset.symbol} title={asset.name}>
                <CurrencyIcon asset={asset} className="size-7" />
                <span className="sr-only">{asset.name}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex items-start gap-3">
          <span
            data-testid="footer-adult"
            className="flex size-9 shrink-0 items-center justify-center rounded-full border-2 border-red-400 text-xs font-black text-red-400"
            dir="ltr"
          >
            18+
          </span>
          <p className="text-xs leading-relaxed text-fog">{t('footer.adultNotice')}</p>
        </div>
        {site?.licenseText && (
          <p data-testid="footer-license" className="text-xs leading-relaxed text-fog">
            {site.licenseText}
          </p>
        )}
        <p className="text-xs text-ink-500">
          {t('footer.rights', { year: new Date().getFullYear() })}
        </p>
      </div>
    </footer>
  );
}
