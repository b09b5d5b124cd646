/**
 * An error whose status, code and message are meant for the client. Services throw it;
 * the app's error handler sends it as `{ error: { code, message } }` unchanged. Any
 * other error is treated as a bug and answered with a generic 500.
 *
 * Messages default to the texts of the shop's error catalogue (docs/product.md#messages), which the
 * web client shows as they are.
 */
export class HttpError extends Error {
  override name = 'HttpError';

  /** A message per body field at fault, shown beside the field by the forms. */
  fields?: Record<string, string>;

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    options?: { cause?: unknown; fields?: Record<string, string> },
  ) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    if (options?.fields) this.fields = options.fields;
  }

  /** A 400 about one field: the message goes to the top and beside the field. */
  static field(field: string, message: string, code = 'INVALID_FIELD'): HttpError {
    return new HttpError(400, code, message, { fields: { [field]: message } });
  }

  static badRequest(message = 'Invalid request data', code = 'BAD_REQUEST'): HttpError {
    return new HttpError(400, code, message);
  }

  static unauthorized(
    message = 'Invalid credentials or session expired',
    code = 'UNAUTHORIZED',
  ): HttpError {
    return new HttpError(401, code, message);
  }

  static forbidden(message = 'Access forbidden', code = 'FORBIDDEN'): HttpError {
    return new HttpError(403, code, message);
  }

  static notFound(message = 'Service not found', code = 'NOT_FOUND'): HttpError {
    return new HttpError(404, code, message);
  }

  static conflict(message: string, code = 'CONFLICT'): HttpError {
    return new HttpError(409, code, message);
  }

  static unprocessable(message = 'Validation error', code = 'UNPROCESSABLE'): HttpError {
    return new HttpError(422, code, message);
  }

  static tooManyRequests(
    message = 'Too many requests. Please try again later',
    code = 'RATE_LIMITED',
  ): HttpError {
    return new HttpError(429, code, message);
  }

  static serviceUnavailable(
    cause?: unknown,
    message = 'Service temporarily unavailable',
    code = 'SERVICE_UNAVAILABLE',
  ): HttpError {
    return new HttpError(503, code, message, { cause });
  }
}
