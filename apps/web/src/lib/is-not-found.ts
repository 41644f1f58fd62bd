import { ApiError } from './api-client';

/**
 * The API's way of saying "there is no such public thing": 404, or 400 for a slug or code that
 * cannot exist. Either shows the not-found page, never a "something went wrong".
 */
export const isNotFound = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A query retry policy: a 4xx is an answer, only a server hiccup is worth asking again. */
export const retryServerErrors = (failures: number, error: unknown) =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);
