import { ApiError } from '../api/client';

/** The catalogue key of a failure, for its translated message: the server's key, or internal_error for anything else. */
export const failureKeyOf = (error: unknown) => (error instanceof ApiError ? error.key : 'internal_error');

/** The catalogue key of a failed call, for its translated message; null while nothing failed. */
export const errorKeyOf = (error: unknown) => (error ? failureKeyOf(error) : null);
