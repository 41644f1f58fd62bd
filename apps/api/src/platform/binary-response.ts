import { z } from 'zod';

/**
 * The OpenAPI entry of a response whose body is a file (an image, a document), sent as raw bytes
 * in `contentType` (`*\/*` when it is the file's own type).
 */
export const binaryResponse = (contentType: string, description: string) => ({
  description,
  content: { [contentType]: { schema: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }) } },
});

/**
 * Whether a route's response schema is a file: an OpenAPI `content` map with no JSON in it (as
 * `binaryResponse` and the hand-written file, CSV and recording responses are).
 */
export function isFileResponse(response: unknown): boolean {
  if (typeof response !== 'object' || response === null || !('content' in response)) return false;
  const content = (response as { content: unknown }).content;
  if (typeof content !== 'object' || content === null) return false;
  const types = Object.keys(content);
  return types.length > 0 && !types.some((type) => type.includes('json'));
}
