// The three hero slides (spec §2: 3 images). The images are complete banners drawn by
// the API (title, text and a "Shop now" button are part of the picture); the text here
// is their alternative text, and the caption shown when an image cannot load.
export interface HeroSlide {
  image: string;
  title: string;
  text: string;
  to: string;
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    image: '/api/v1/images/slides/1.svg',
    title: 'Build Your Dream PC',
    text: 'Processors, graphics cards and more: checked for compatibility in the PC Builder',
    to: '/pc-builder',
  },
  {
    image: '/api/v1/images/slides/2.svg',
    title: 'Gaming Gear Week',
    text: 'Monitors, keyboards, mice and headsets from ASUS, Logitech, Razer and HyperX',
    to: '/category/gaming',
  },
  {
    image: '/api/v1/images/slides/3.svg',
    title: 'Free Shipping over ৳5,000',
    text: 'Laptops, storage and networking, delivered across Bangladesh and Japan',
    to: '/category/laptops',
  },
];

export const CAROUSEL_INTERVAL_MS = 4000;
/** The API's slide artwork is 1200 x 450. */
export const SLIDE_WIDTH = 1200;
export const SLIDE_HEIGHT = 450;
