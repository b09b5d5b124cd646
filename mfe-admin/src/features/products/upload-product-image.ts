import { apiAssetUrl, ApiError, readAccessToken } from '@shop/shared';
import { ADMIN_API } from '../../lib/admin-api';
import type { AdminProduct } from '../../lib/admin-types';

/**
 * The image goes as the raw body with its own type (the API checks the file's signature
 * and size); the JSON client cannot send a file, so this is a plain fetch with the
 * session's bearer token.
 */
export async function uploadProductImage(id: string, file: File): Promise<AdminProduct> {
  const token = readAccessToken();
  const response = await fetch(
    apiAssetUrl(`${ADMIN_API}/products/${encodeURIComponent(id)}/image`),
    {
      method: 'PUT',
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: file,
    },
  );
  const body = (await response.json().catch(() => null)) as
    AdminProduct | { error?: { code?: string; message?: string } } | null;
  if (!response.ok) {
    const error = body && 'error' in body ? body.error : undefined;
    throw new ApiError({
      status: response.status,
      code: error?.code ?? 'UPLOAD_FAILED',
      message: error?.message ?? 'The image could not be uploaded',
    });
  }
  return body as AdminProduct;
}
