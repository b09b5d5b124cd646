import { useEffect, useState } from 'react';
import { LOCALE_NAMES, preferredLocale, useLocale, useMessages, type Locale } from '@shop/shared';
import { rememberLocale, savedLocale } from '../locale/locale-owner';
import { useSwitchLocale } from '../locale/locale-router';
import { offerMessages } from '../messages/offer/catalogs';
import styles from './language-offer.module.css';

/**
 * A first visit whose browser prefers another of the shop's languages than the page's is
 * offered it, in that language, and never sent there: a shared link opens in the language
 * it was shared in. Either answer is remembered, so it is asked once. Decided once the
 * page is live (the browser's languages), so the server's HTML and hydration agree.
 */
export function LanguageOffer() {
  const locale = useLocale();
  const switchTo = useSwitchLocale();
  const [offer, setOffer] = useState<Locale | null>(null);
  useEffect(() => {
    if (savedLocale()) return;
    const preferred = preferredLocale(navigator.languages ?? [navigator.language]);
    setOffer(preferred && preferred !== locale ? preferred : null);
  }, [locale]);
  if (!offer) return null;
  return (
    <Offer
      offer={offer}
      locale={locale}
      onSwitch={() => {
        setOffer(null);
        switchTo(offer);
      }}
      onStay={() => {
        rememberLocale(locale);
        setOffer(null);
      }}
    />
  );
}

function Offer(props: { offer: Locale; locale: Locale; onSwitch: () => void; onStay: () => void }) {
  const { offer, locale, onSwitch, onStay } = props;
  // The offer in the language it offers (the shopper may not read the page's); staying,
  // in the page's.
  const { t } = useMessages(offerMessages, offer);
  const { t: here } = useMessages(offerMessages);
  const language = LOCALE_NAMES[offer];
  return (
    <section className={styles.offer} aria-label={t('offer.text', { language })} lang={offer}>
      <p className={styles.text}>{t('offer.text', { language })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={onSwitch}>
          {t('offer.switch', { language })}
        </button>
        <button type="button" className={styles.secondary} onClick={onStay} lang={locale}>
          {here('offer.dismiss')}
        </button>
      </div>
    </section>
  );
}
