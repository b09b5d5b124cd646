import { isApiError } from '@shop/shared';
import type { Words } from './i18n';

/** What to tell the operator: the API's own message when it sent one. */
export function errorText(error: unknown, words: Words): string {
  if (isApiError(error)) return error.serverMessage ?? error.message;
  return error instanceof Error ? error.message : words.t('error.generic');
}
