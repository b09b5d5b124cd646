import { useMessages } from '@shop/shared';
import type { StockNotice } from '../../lib/cart-store';
import { say } from '../../lib/say';
import { cartMessages } from '../../messages/catalogs';

/** A notice of the cart (stock, storage) in the page's language. */
export function NoticeText({ notice }: { notice: StockNotice }) {
  const translator = useMessages(cartMessages);
  return notice.message
    ? translator.t(notice.message.id, notice.message.values)
    : say(translator, notice.text);
}
