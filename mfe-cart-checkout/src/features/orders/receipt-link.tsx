import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { getApiBaseUrl, readAccessToken, useMessages } from '@shop/shared';
import { afterSaleMessages } from '../../messages/after-sale/catalogs';
import view from './after-sale.module.css';

/** The guest's order token, from the fragment of their order link (never sent in a URL). */
function tokenOfPage(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token');
}

/**
 * "Download receipt": the order's receipt PDF (GET /orders/:id/receipt.pdf), made by the
 * API in the order's language. Fetched with the same credentials as the order page (the
 * signed-in owner's bearer token or the guest's token as a header), then saved.
 */
export function ReceiptLink({ orderId }: { orderId: string }) {
  const { t } = useMessages(afterSaleMessages);
  const { hash } = useLocation();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');

  async function download() {
    setState('busy');
    const headers: Record<string, string> = { Accept: 'application/pdf' };
    const guestToken = tokenOfPage(hash);
    const accessToken = readAccessToken();
    if (guestToken) headers['X-Order-Token'] = guestToken;
    else if (accessToken) headers.Authorization = `Bearer ${accessToken}`;
    try {
      const base = getApiBaseUrl().replace(/\/+$/, '');
      const response = await fetch(
        `${base}/api/v1/orders/${encodeURIComponent(orderId)}/receipt.pdf`,
        { headers, credentials: 'same-origin' },
      );
      if (!response.ok) throw new Error(`receipt ${response.status}`);
      const url = URL.createObjectURL(await response.blob());
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `receipt-${orderId}.pdf`;
      document.body.append(anchor);
      anchor.click();
      anchor.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch {
      setState('failed');
    }
  }

  return (
    <p className={view.receipt}>
      <button
        type="button"
        className={view.receiptButton}
        onClick={() => void download()}
        disabled={state === 'busy'}
        data-testid="receipt-download"
      >
        {state === 'busy' ? t('receipt.downloading') : t('receipt.download')}
      </button>
      {state === 'failed' && (
        <span role="alert" className={view.muted}>
          {' '}
          {t('receipt.failed')}
        </span>
      )}
    </p>
  );
}
