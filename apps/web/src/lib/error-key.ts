import { ApiError } from '../api/client';

/** The catalogue key of a failed call, for its translated message; null while nothing failed. */
export const errorKeyOf = (error: unknown) => (error instanceof ApiError ? error.key : error ? 'internal_error' : null);
