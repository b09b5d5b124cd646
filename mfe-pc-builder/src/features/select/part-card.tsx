import { apiAssetUrl, type BuilderSlotId } from '@shop/shared';
import { judgeCandidate } from '../../lib/compatibility';
import type { BuildParts, BuilderProduct } from '../../lib/part-specs';
import styles from './select.module.css';

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
              {spec.label}: {spec.value}
            </li>
          ))}
        </ul>
        <p className={part.stock ? styles.inStock : styles.outOfStock}>
          {part.stock
            ? `In stock${part.stockQuantity ? ` (${part.stockQuantity})` : ''}`
            : 'Out of stock: it can be chosen, but not bought until it is back'}
        </p>
        {errors.map((finding) => (
          <p key={finding.code} className={styles.reason}>
            <strong>Problem:</strong> {finding.message}
          </p>
        ))}
        {warnings.map((finding) => (
          <p key={finding.code} className={styles.caution}>
            <strong>Warning:</strong> {finding.message}
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
          aria-label={`Select This Component: ${part.name}`}
        >
          Select This Component
        </button>
      </div>
    </li>
  );
}
