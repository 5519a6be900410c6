import type { FastifyError, FastifyInstance } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { DomainError, type ApiErrorBody, type FieldError } from '@newsroom/domain';

interface ValidationIssue {
  keyword: string;
  instancePath: string;
  message: string;
  params: {
    minimum?: unknown;
    maximum?: unknown;
    format?: string;
    origin?: string;
    expected?: string;
  };
}

/** Maps one zod issue to a `validation:*` message key. */
function validationKey(issue: ValidationIssue): string {
  const { keyword, params, message } = issue;
  if (keyword === 'invalid_type' && /received undefined|received null/.test(message))
    return 'required';
  switch (keyword) {
    case 'too_small':
      if (params.origin === 'string' && Number(params.minimum) === 1) return 'required';
      return params.origin === 'string' ? 'minChars' : 'min';
    case 'too_big':
      return params.origin === 'string' ? 'maxChars' : 'max';
    case 'invalid_format':
      return params.format === 'email'
        ? 'invalidEmail'
        : params.format === 'url'
          ? 'invalidUrl'
          : 'invalid';
    case 'custom':
      return message;
    default:
      return 'invalid';
  }
}

/** Field errors from the validation errors fastify-type-provider-zod attaches. */
function fieldErrors(validation: ValidationIssue[]): FieldError[] {
  return validation.map((issue) => {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const limit = issue.params.minimum ?? issue.params.maximum;
    return {
      field: field || '(root)',
      key: validationKey(issue),
      ...(limit !== undefined ? { params: { count: Number(limit) } } : {}),
    };
  });
}

/** Field errors of a zod error of a body read by hand (the cards of a vCard file). */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  return fieldErrors(
    error.issues.map(({ code, path, message, ...params }) => ({
      keyword: code,
      instancePath: `/${path.join('/')}`,
      message,
      params: params as ValidationIssue['params'],
    })),
  );
}

/** The SQLSTATE of a database error (Drizzle wraps the driver's error in `cause`), or null. */
function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/**
 * Errors @fastify/busboy raises for a malformed multipart body (no or bad boundary, the body
 * ending inside a part). They are plain Errors; the client sent them, so they are a 400.
 */
const MALFORMED_MULTIPART =
  /^(Multipart: Boundary not found|Boundary required|Unexpected end of multipart data|\w+ terminated early due to unexpected end of multipart data|The needle cannot (be an empty String\/Buffer|have a length bigger than 256)\.)$/;

function send(
  reply: { status(code: number): { send(body: ApiErrorBody): unknown } },
  status: number,
  body: ApiErrorBody,
) {
  return reply.status(status).send({ details: null, ...body });
}

/**
 * The one mapping from failures to HTTP answers: `{ code, message, details }`, never a stack
 * trace. DomainErrors carry their status; framework errors are translated by their codes.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      return send(reply, error.status, {
        code: error.code,
        message: error.message,
        details: error.details ?? null,
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      return send(reply, 400, {
        code: 'validation_failed',
        message: 'validation:failed',
        details: {
          part: error.validationContext ?? 'body',
          fields: fieldErrors(error.validation as unknown as ValidationIssue[]),
        },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response does not match its schema');
      return send(reply, 500, { code: 'internal_error', message: 'error:internal' });
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return send(reply, 400, { code: 'malformed_body', message: 'error:malformedBody' });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
        return send(reply, 413, { code: 'payload_too_large', message: 'error:payloadTooLarge' });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
        return send(reply, 415, {
          code: 'unsupported_media_type',
          message: 'error:unsupportedMediaType',
        });
    }
    if (error.validation) {
      return send(reply, 400, {
        code: 'validation_failed',
        message: 'validation:failed',
        details: { fields: [] },
      });
    }
    // SQLSTATE class 22 (data exception): a value the schema let through but a column cannot
    // hold (an id past 32 bits, a NUL character, an impossible date) is bad input, not a fault.
    if (sqlStateOf(error)?.startsWith('22')) {
      request.log.warn({ err: error }, 'value refused by the database');
      return send(reply, 400, {
        code: 'validation_failed',
        message: 'validation:failed',
        details: { fields: [] },
      });
    }
    if (error.statusCode === undefined && MALFORMED_MULTIPART.test(error.message)) {
      return send(reply, 400, { code: 'malformed_body', message: 'error:malformedBody' });
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'request failed');
      return send(reply, 500, { code: 'internal_error', message: 'error:internal' });
    }
    if (status === 413)
      return send(reply, 413, { code: 'payload_too_large', message: 'error:payloadTooLarge' });
    if (status === 415)
      return send(reply, 415, {
        code: 'unsupported_media_type',
        message: 'error:unsupportedMediaType',
      });
    return send(reply, 400, { code: 'malformed_body', message: 'error:malformedBody' });
  });
}
