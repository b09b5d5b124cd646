import { Link } from 'react-router-dom';
import {
  CATEGORIES,
  categoryName,
  useMessages,
  type ContactDetails,
  type Locale,
  type SocialLinks,
} from '@shop/shared';
import { shellMessages } from '../messages/catalogs';
import styles from './footer.module.css';

function quickLinks(locale: Locale, t: (id: string) => string) {
  return [
    ...CATEGORIES.filter((category) => category.inFooter).map((category) => ({
      label: categoryName(category, locale),
      to: `/category/${category.slug}`,
    })),
    { label: t('nav.builder'), to: '/pc-builder' },
    { label: t('footer.delivery'), to: '/delivery-info' },
    { label: t('footer.track'), to: '/track' },
    { label: t('footer.wishlist'), to: '/wishlist' },
    { label: t('nav.about'), to: '/about' },
  ];
}

const SOCIAL_LABELS: Record<keyof SocialLinks, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  x: 'X',
  linkedin: 'LinkedIn',
};

interface FooterProps {
  contact: ContactDetails;
  social: SocialLinks;
}

export function Footer({ contact, social }: FooterProps) {
  const { t, locale } = useMessages(shellMessages);
  // Empty values are left out entirely (docs/product.md D13).
  const socials = (Object.keys(SOCIAL_LABELS) as (keyof SocialLinks)[]).filter(
    (key) => social[key],
  );
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            Circuit Haat
          </h2>
          <p className={styles.text}>{t('footer.about')}</p>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className={styles.heading}>
            {t('footer.links')}
          </h2>
          <ul className={styles.list}>
            {quickLinks(locale, t).map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={styles.link}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {(contact.phone || contact.email || contact.address || contact.hours) && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={styles.heading}>
              {t('footer.contact')}
            </h2>
            <address className={styles.contact}>
              {contact.address && <span>{contact.address}</span>}
              {contact.phone && (
                <a className={styles.link} href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>
                  {contact.phone}
                </a>
              )}
              {contact.email && (
                <a className={styles.link} href={`mailto:${contact.email}`}>
                  {contact.email}
                </a>
              )}
              {contact.hours && <span>{contact.hours}</span>}
            </address>
          </section>
        )}
        {socials.length > 0 && (
          <section aria-labelledby="footer-social">
            <h2 id="footer-social" className={styles.heading}>
              {t('footer.follow')}
            </h2>
            <ul className={styles.list}>
              {socials.map((key) => (
                <li key={key}>
                  <a
                    className={styles.link}
                    href={social[key]}
                    rel="noopener noreferrer"
                    target="_blank"
                  >
                    {SOCIAL_LABELS[key]}
                  </a>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <p className={styles.legal}>
        {t('footer.legal', { year: String(new Date().getFullYear()) })}
      </p>
    </footer>
  );
}
