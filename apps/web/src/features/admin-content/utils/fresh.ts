/**
 * For an admin's reads of content the public also reads: those answers may be kept by the browser
 * for a minute (`Cache-Control: max-age=60`), but an admin must see what they have just saved.
 * `no-cache` asks the server every time, which answers 304 from its ETag when nothing changed.
 */
export const FRESH: RequestInit = { cache: 'no-cache' };
