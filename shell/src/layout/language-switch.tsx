import { LOCALE_NAMES, LOCALES, useLocale, useMessages, type Locale } from '@shop/shared';
import { useSwitchLocale } from '../locale/locale-router';
import { shellMessages } from '../messages/catalogs';
import styles from './header.module.css';

/**
 * The header's language choice, beside the currency's. A native select: small at 360 px,
 * its list is the phone's own, and each language is named in itself (a shopper who cannot
 * read the page's language still finds theirs).
 */
export function LanguageSwitch() {
  const { t } = useMessages(shellMessages);
  const locale = useLocale();
  const switchTo = useSwitchLocale();
  return (
    <label className={styles.language}>
      <span className="visually-hidden">{t('header.language')}</span>
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      <select
        className={styles.languageSelect}
        value={locale}
        onChange={(event) => {
          const next = event.target.value as Locale;
          if (next !== locale) switchTo(next);
        }}
      >
        {LOCALES.map((code) => (
          <option key={code} value={code} lang={code}>
            {LOCALE_NAMES[code]}
          </option>
        ))}
      </select>
    </label>
  );
}
