import { usePageMeta } from '@shop/shared';
import { CounterView } from '../features/pos/counter-view';
import { ReceiptView } from '../features/pos/receipt-view';
import { usePosCounter } from '../features/pos/use-pos-counter';
import { useWords } from '../lib/i18n';

/**
 * /pos: the counter. Built for a barcode scanner, which types a product code and Enter:
 * the search box keeps the focus, an exact code (or a single match) goes straight onto
 * the sale, and everything else is reachable with Tab and Enter alone.
 */
export default function PosPage() {
  const { t } = useWords();
  usePageMeta(t('title.pos'));
  const counter = usePosCounter();
  return counter.receipt ? (
    <ReceiptView
      receipt={counter.receipt}
      paper={counter.paper}
      onPaper={counter.setPaper}
      onNewSale={counter.newSale}
    />
  ) : (
    <CounterView counter={counter} />
  );
}
