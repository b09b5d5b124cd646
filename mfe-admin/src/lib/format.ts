import { formatMoney, isApiError } from '@shop/shared';

// The back office works in taka, the currency prices are kept in.
export const taka = (amount: number) => formatMoney(amount, 'BDT', 1);

const dateTime = new Intl.DateTimeFormat('en-US', {
  dateStyle: 'medium',
  timeStyle: 'short',
});

export const when = (iso: string) => dateTime.format(new Date(iso));

/** What to tell the operator: the API's own message when it sent one. */
export function errorText(error: unknown): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : 'Something went wrong';
}
