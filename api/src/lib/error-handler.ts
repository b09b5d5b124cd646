import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Locale } from '../i18n/locales';
import { translateError } from '../i18n/translate';
import { errorResponse, type FieldMessages } from './error-response';
import { HttpError } from './http-error';
import { bodyFieldMessages } from './validation-message';

export const INTERNAL_ERROR_MESSAGE = 'Server error. Please try again later';
export const NOT_FOUND_MESSAGE = 'Service not found';

interface PublicError {
  status: number;
  code: string;
  message: string;
  fields?: FieldMessages;
}

// Client errors raised by Fastify itself or by plugins (rate limit, cors) carry only a
// status; these give them the API's code and, where the spec names one, its message.
const CLIENT_ERRORS: Record<number, { code: string; message: string }> = {
  400: { code: 'BAD_REQUEST', message: 'Invalid request data' },
  401: { code: 'UNAUTHORIZED', message: 'Invalid credentials or session expired' },
  403: { code: 'FORBIDDEN', message: 'Access forbidden' },
  404: { code: 'NOT_FOUND', message: NOT_FOUND_MESSAGE },
  405: { code: 'METHOD_NOT_ALLOWED', message: 'Method not allowed' },
  406: { code: 'NOT_ACCEPTABLE', message: 'Not acceptable' },
  408: { code: 'REQUEST_TIMEOUT', message: 'Request timed out' },
  409: { code: 'CONFLICT', message: 'Conflict' },
  413: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  415: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported Content-Type; send application/json',
  },
  422: { code: 'UNPROCESSABLE', message: 'Validation error' },
  429: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again later' },
};

/**
 * Maps any error to the one public shape. Only an HttpError (deliberately public, any
 * status) and a validation error keep their own text; everything else gets a fixed text
 * by status, and anything without a 4xx status is a 500 that reveals nothing.
 */
export function toPublicError(error: unknown): PublicError {
  if (error instanceof HttpError) {
    return {
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.fields ? { fields: error.fields } : {}),
    };
  }

  const fastifyError = error as Partial<FastifyError> | undefined;
  const status = fastifyError?.statusCode;
  if (status === undefined || status < 400 || status >= 500) {
    return { status: 500, code: 'INTERNAL', message: INTERNAL_ERROR_MESSAGE };
  }

  if (fastifyError?.validation) {
    const message = fastifyError.message || 'Invalid request data';
    const fields =
      fastifyError.validationContext === 'body'
        ? bodyFieldMessages(fastifyError.validation)
        : undefined;
    return { status: 400, code: 'VALIDATION_ERROR', message, ...(fields ? { fields } : {}) };
  }
  switch (fastifyError?.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, code: 'INVALID_JSON', message: 'Request body is not valid JSON' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return {
        status: 400,
        code: 'INVALID_JSON',
        message: 'Request body is empty but Content-Type is application/json',
      };
  }

  const known = CLIENT_ERRORS[status];
  if (known !== undefined) return { status, ...known };
  return { status, code: 'CLIENT_ERROR', message: 'Client error occurred' };
}

export function handleError(error: unknown, request: FastifyRequest, reply: FastifyReply): void {
  const publicError = toPublicError(error);
  if (publicError.status >= 500) {
    // The body says nothing about the cause; the log is where it goes.
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ err: error, code: publicError.code }, 'request rejected');
  }
  const spoken = translateError(localeOf(request), publicError);
  void reply.code(spoken.status).send(errorResponse(spoken.code, spoken.message, spoken.fields));
}

export function handleNotFound(request: FastifyRequest, reply: FastifyReply): void {
  const spoken = translateError(localeOf(request), {
    code: 'NOT_FOUND',
    message: NOT_FOUND_MESSAGE,
  });
  void reply.code(404).send(errorResponse(spoken.code, spoken.message));
}

/** The shopper's language (plugins/locale.ts); the back office's routes speak English. */
function localeOf(request: FastifyRequest): Locale {
  const path = request.url.split('?')[0] ?? '';
  if (/^\/api\/v1\/admin(\/|$)/.test(path)) return 'en';
  return request.locale ?? 'en';
}
