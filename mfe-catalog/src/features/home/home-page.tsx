import { Link } from 'react-router-dom';
import { usePageMeta } from '@shop/shared';
import {
  CATEGORY_TILES,
  getCategories,
  getProducts,
  useCatalogQuery,
  getShippingOffer,
} from '../catalog-data';
import { ErrorPanel, PageFrame, ProductGrid, ProductImage, useMoney } from '../products';
import { HeroCarousel } from './hero-carousel';
import { DEFAULT_SHIPPING_OFFER, HERO_SLIDES, shippingSlide } from './hero-slides';
import styles from './home.module.css';

export const HOME_ERROR = 'Failed to load computer products. Please try again later.';
const SHOWCASE_SIZE = 8;

export default function HomePage() {
  usePageMeta(
    'Home',
    'Circuit Haat: computer hardware, components and accessories for Bangladesh and Japan, priced in taka or yen.',
  );
  const categories = useCatalogQuery('categories', (signal) => getCategories(signal));
  const showcase = useCatalogQuery('showcase', async (signal) => {
    const [featured, fresh] = await Promise.all([
      getProducts({ featured: true, pageSize: SHOWCASE_SIZE }, signal),
      getProducts({ isNew: true, pageSize: SHOWCASE_SIZE }, signal),
    ]);
    return { featured: featured.items, fresh: fresh.items };
  });
  const offer = useCatalogQuery('shipping-offer', (signal) => getShippingOffer(signal));
  const money = useMoney();
  const slides = [
    ...HERO_SLIDES,
    shippingSlide(offer.status === 'success' ? offer.data : DEFAULT_SHIPPING_OFFER, money),
  ];
  const tiles =
    categories.status === 'success' && categories.data.length > 0
      ? categories.data
      : CATEGORY_TILES;

  return (
    <PageFrame wide>
      <h1 className="visually-hidden">Circuit Haat: computer hardware and accessories</h1>
      <HeroCarousel slides={slides} />
      <section aria-labelledby="categories-title" className={styles.section}>
        <h2 id="categories-title" className={styles.sectionTitle}>
          Shop by category
        </h2>
        <ul className={styles.grid}>
          {tiles.map((category) => (
            <li key={category.slug}>
              <Link to={`/category/${category.slug}`} className={styles.tile}>
                <ProductImage
                  src={category.image}
                  alt=""
                  width={96}
                  height={96}
                  className={styles.tileImage}
                />
                <span className={styles.tileName}>{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {showcase.status === 'error' ? (
        <section className={styles.section}>
          <ErrorPanel message={HOME_ERROR} onRetry={showcase.retry} />
        </section>
      ) : (
        <>
          <section aria-labelledby="featured-title" className={styles.section}>
            <h2 id="featured-title" className={styles.sectionTitle}>
              Featured products
            </h2>
            <ProductGrid
              products={showcase.status === 'success' ? showcase.data.featured : null}
              skeletons={4}
              label="Featured products"
            />
          </section>
          <section aria-labelledby="new-title" className={styles.section}>
            <h2 id="new-title" className={styles.sectionTitle}>
              New arrivals
            </h2>
            <ProductGrid
              products={showcase.status === 'success' ? showcase.data.fresh : null}
              skeletons={4}
              label="New arrivals"
            />
          </section>
        </>
      )}
    </PageFrame>
  );
}
