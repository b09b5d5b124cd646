import { usePageMeta } from '@shop/shared';
import { useCategories } from '../features/catalog-data/use-categories';
import { useShowcase } from '../features/catalog-data/use-showcase';
import { CategoryTiles } from '../features/home/category-tiles';
import { HeroCarousel } from '../features/home/hero-carousel';
import { Showcase } from '../features/home/showcase';
import { useHeroSlides } from '../features/home/use-hero-slides';
import { RecentlyViewed } from '../features/recently-viewed/recently-viewed';
import { PageFrame } from '../lib/page-frame';
import { useCatalogWords } from '../lib/words';

export default function HomePage() {
  const { t } = useCatalogWords();
  usePageMeta(t('home.metaTitle'), t('home.metaDescription'));
  const categories = useCategories();
  const showcase = useShowcase();
  const slides = useHeroSlides();
  return (
    <PageFrame wide>
      <h1 className="visually-hidden" data-testid="home-heading">
        {t('home.heading')}
      </h1>
      <HeroCarousel slides={slides} />
      <CategoryTiles categories={categories} />
      <Showcase showcase={showcase} />
      <RecentlyViewed />
    </PageFrame>
  );
}
