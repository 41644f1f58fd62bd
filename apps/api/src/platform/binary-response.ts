import { z } from 'zod';

/**
 * The OpenAPI entry of a response whose body is a file (an image, a document), sent as raw bytes
 * in `contentType` (`*\/*` when it is the file's own type).
 */
export const binaryResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) } },
});
