import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMessages, type Product } from '@shop/shared';
import { useAddToCart } from '../../lib/add-to-cart';
import { ProductImage } from '../../lib/product-image';
import { useMoney, useShowsYen } from '../../lib/use-money';
import { known, useCatalogWords, useListingWords } from '../../lib/words';
import { compareMessages } from '../../messages/compare/catalogs';
import { specRows, valuesDiffer } from './spec-rows';
import styles from './compare-page.module.css';

interface Row {
  key: string;
  label: string;
  cells: ReactNode[];
  differs: boolean;
}

/**
 * Products side by side: picture, name, price, stock and Add to Cart, then a row per
 * specification any of them has (an empty cell where one lacks it). Rows whose values
 * differ are highlighted, and may be shown alone. The table scrolls sideways on a narrow
 * screen with its row labels kept in view.
 */
export function CompareTable({
  products,
  onRemove,
  actions,
}: {
  products: readonly Product[];
  onRemove: (slug: string) => void;
  /** More controls beside 'Only differences' (the page's Share). */
  actions?: ReactNode;
}) {
  const { t } = useMessages(compareMessages);
  const { t: words } = useCatalogWords();
  const { t: listing } = useListingWords();
  const money = useMoney();
  const yen = useShowsYen();
  const add = useAddToCart();
  const [onlyDifferences, setOnlyDifferences] = useState(false);
  const captionId = useId();
  const stock = (product: Product) =>
    known(words, `stock.${product.availability}`, product.availability);
  const specs = specRows(products);
  const rows: Row[] = [
    {
      key: 'price',
      label: t('page.price'),
      cells: products.map((product) => (
        <>
          <span className={styles.price}>{money(product.price)}</span>
          {yen && <span className={styles.tax}> {words('price.taxIncluded')}</span>}
        </>
      )),
      differs: valuesDiffer(products.map((product) => String(product.price))),
    },
    {
      key: 'stock',
      label: t('page.stock'),
      cells: products.map((product) => (
        <span className={product.stock ? styles.available : styles.unavailable}>
          {stock(product)}
        </span>
      )),
      differs: valuesDiffer(products.map((product) => product.availability)),
    },
    {
      key: 'brand',
      label: t('page.brand'),
      cells: products.map((product) => product.brand),
      differs: valuesDiffer(products.map((product) => product.brand)),
    },
    ...specs.map((row) => ({
      key: `spec:${row.label}`,
      label: known(listing, `spec.${row.label}`, row.label),
      cells: row.values,
      differs: row.differs,
    })),
  ];
  const shown = onlyDifferences ? rows.filter((row) => row.differs) : rows;
  const specDifferences = specs.some((row) => row.differs);

  return (
    <>
      <div className={styles.toolbar}>
        {products.length > 1 && (
          <label className={styles.onlyDifferences}>
            <input
              type="checkbox"
              checked={onlyDifferences}
              onChange={(event) => setOnlyDifferences(event.target.checked)}
              data-testid="only-differences"
            />
            {t('page.onlyDifferences')}
          </label>
        )}
        {actions}
      </div>
      {products.length > 1 && specs.length > 0 && !specDifferences && (
        <p className={styles.note}>{t('page.noDifferences')}</p>
      )}
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        // A region that scrolls is reachable by keyboard.
        tabIndex={0}
        data-testid="compare-scroller"
      >
        <table className={styles.table} data-testid="compare-table">
          <caption id={captionId} className="visually-hidden">
            {t('page.tableLabel')}
          </caption>
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {t('page.product')}
              </th>
              {products.map((product) => (
                <th
                  key={product.slug}
                  scope="col"
                  className={styles.productCell}
                  data-testid="compare-product"
                >
                  <Link to={`/product/${encodeURIComponent(product.slug)}`} className={styles.name}>
                    <ProductImage
                      src={product.image}
                      alt=""
                      width={120}
                      height={120}
                      className={styles.image}
                    />
                    {product.name}
                  </Link>
                  <div className={styles.productActions}>
                    <button
                      type="button"
                      className={styles.add}
                      disabled={!product.stock}
                      onClick={() => void add(product)}
                      aria-label={words(product.stock ? 'card.addNamed' : 'card.outNamed', {
                        name: product.name,
                      })}
                    >
                      {words(product.stock ? 'card.addToCart' : 'card.outOfStock')}
                    </button>
                    <button
                      type="button"
                      className={styles.remove}
                      onClick={() => onRemove(product.slug)}
                      aria-label={t('page.removeNamed', { name: product.name })}
                    >
                      {t('page.remove')}
                    </button>
                  </div>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr
                key={row.key}
                className={row.differs ? styles.differs : undefined}
                data-testid="compare-row"
                data-differs={row.differs}
              >
                <th scope="row" className={styles.label}>
                  {row.label}
                  {row.differs && <span className="visually-hidden"> ({t('page.differs')})</span>}
                </th>
                {row.cells.map((cell, i) => (
                  <td key={products[i]!.slug}>{cell ?? <span aria-hidden="true">–</span>}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
