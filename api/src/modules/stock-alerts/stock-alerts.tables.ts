// Row types of the back-in-stock requests (migration 2026-11-26-130-stock-alerts).

/** open: waiting for stock; notified: its mail was queued; unsubscribed: the shopper ended it. */
export type StockAlertState = 'open' | 'notified' | 'unsubscribed';

export interface StockAlertsTable {
  id: string;
  product_id: string;
  /** Normalised (trimmed, lower-cased). */
  email: string;
  /** The account that asked, when signed in. */
  user_id: string | null;
  /** The language of the page it was asked on: the mail and the unsubscribe page speak it. */
  locale: string;
  state: string;
  /** With the server's secret, derives the unsubscribe token (never stored). */
  token_salt: string;
  created_at: string;
  ended_at: string | null;
}

export interface StockAlertsTables {
  stock_alerts: StockAlertsTable;
}
