import { usePageMeta } from '@shop/shared';
import { useCategories } from '../features/catalog-data/use-categories';
import { useShowcase } from '../features/catalog-data/use-showcase';
import { CategoryTiles } from '../features/home/category-tiles';
import { HeroCarousel } from '../features/home/hero-carousel';
import { Showcase } from '../features/home/showcase';
import { useHeroSlides } from '../features/home/use-hero-slides';
import { PageFrame } from '../lib/page-frame';

export default function HomePage() {
  usePageMeta(
    'Home',
    'Circuit Haat: computer hardware, components and accessories for Bangladesh and Japan, priced in taka or yen.',
  );
  const categories = useCategories();
  const showcase = useShowcase();
  const slides = useHeroSlides();
  return (
    <PageFrame wide>
      <h1 className="visually-hidden">Circuit Haat: computer hardware and accessories</h1>
      <HeroCarousel slides={slides} />
      <CategoryTiles categories={categories} />
      <Showcase showcase={showcase} />
    </PageFrame>
  );
}
