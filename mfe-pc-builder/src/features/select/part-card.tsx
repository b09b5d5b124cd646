import { apiAssetUrl, useMessages, type BuilderSlotId } from '@shop/shared';
import { builderMessages } from '../../messages/catalogs';
import { findingLabel, findingText } from '../../lib/findings';
import { judgeCandidate } from '../../lib/compatibility';
import type { BuildParts, BuilderProduct } from '../../lib/part-specs';
import styles from './select.module.css';

/**
 * A specification's label in the page's language, by its key (the English label as a slug:
 * "Form Factor" -> spec.form-factor); a label the catalog does not have stays as it is.
 */
function specLabel(t: (id: string) => string, label: string): string {
  const id = `spec.${label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')}`;
  const text = t(id);
  return text === id ? label : text;
}

/**
 * One part of the list: picture, first specs, stock, what does not fit (Problem) or fits
 * at a risk (Warning: too little power headroom), price, Select.
 */
export function PartCard({
  part,
  slotId,
  others,
  price,
  onChoose,
}: {
  part: BuilderProduct;
  slotId: BuilderSlotId;
  others: BuildParts;
  price: (amount: number) => string;
  onChoose: (part: BuilderProduct) => void;
}) {
  const { t, locale } = useMessages(builderMessages);
  const { errors, warnings } = judgeCandidate(others, slotId, part);
  return (
    <li className={styles.card} data-product-id={part.id}>
      <img
        className={styles.image}
        src={apiAssetUrl(part.image)}
        alt=""
        width={96}
        height={96}
        loading="lazy"
      />
      <div className={styles.body}>
        <h2 className={styles.name}>{part.name}</h2>
        <ul className={styles.specs}>
          {(part.specifications ?? []).slice(0, 3).map((spec) => (
            <li key={spec.label}>
              {specLabel(t, spec.label)}: {spec.value}
            </li>
          ))}
        </ul>
        <p className={part.stock ? styles.inStock : styles.outOfStock}>
          {part.stock
            ? part.stockQuantity
              ? t('card.inStockCount', { count: part.stockQuantity })
              : t('card.inStock')
            : t('card.outOfStock')}
        </p>
        {errors.map((finding) => (
          <p key={finding.code} className={styles.reason}>
            <strong>{findingLabel(t, finding)}</strong> {findingText(t, locale, finding)}
          </p>
        ))}
        {warnings.map((finding) => (
          <p key={finding.code} className={styles.caution}>
            <strong>{findingLabel(t, finding)}</strong> {findingText(t, locale, finding)}
          </p>
        ))}
      </div>
      <div className={styles.buy}>
        <span className={styles.price}>{price(part.price)}</span>
        {part.oldPrice !== undefined && part.oldPrice > part.price && (
          <s className={styles.muted}>{price(part.oldPrice)}</s>
        )}
        <button
          type="button"
          className={styles.select}
          onClick={() => onChoose(part)}
          // Starts with the words shown, and names the part: every card has one.
          aria-label={t('card.selectNamed', { name: part.name })}
        >
          {t('card.select')}
        </button>
      </div>
    </li>
  );
}
