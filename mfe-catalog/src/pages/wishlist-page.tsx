import { useMessages, usePageMeta } from '@shop/shared';
import { useWishlistItems } from '../features/wishlist/use-wishlist-items';
import { WishlistView } from '../features/wishlist/wishlist-view';
import { PageFrame } from '../lib/page-frame';
import { wishlistMessages } from '../messages/wishlist/catalogs';

/** /wishlist: the shopper's own list, rendered in the browser (docs/wishlist.md). */
export default function WishlistPage() {
  const { t } = useMessages(wishlistMessages);
  usePageMeta(t('wishlist.title'));
  return (
    <PageFrame>
      <WishlistView state={useWishlistItems()} />
    </PageFrame>
  );
}
