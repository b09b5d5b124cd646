/** Where this browser keeps its recently viewed products (localStorage). */
export const RECENT_KEY = 'shop.recentlyViewed.v1';
