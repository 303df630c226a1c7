import { ERROR_STATUS, type ErrorCode } from '@tengu/shared';

/**
 * The one error type services throw. `message` is what the player reads (the spec's text where it
 * gives one); `internal` is for the logs only.
 */
export class AppError extends Error {
  readonly statusCode: number;

  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly options: {
      internal?: string;
      cause?: unknown;
      statusCode?: number;
      /**
       * A 5xx the operator already knows about (a feature left unconfigured): one info line
       * instead of an error with a stack trace on every call (issue 15.6, log flooding).
       */
      isExpected?: boolean;
      /** Details the client reads beside the message (`error.data`), e.g. the games in play. */
      data?: Record<string, unknown>;
    } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.statusCode = options.statusCode ?? ERROR_STATUS[code];
  }
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
