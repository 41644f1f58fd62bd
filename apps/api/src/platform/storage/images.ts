import { ErrorCode } from '@curo/core/errors';
import { PROFILE_PICTURE_MAX_BYTES, PROFILE_PICTURE_TYPES, uploadMessages } from '@curo/core/users';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../errors';

/**
 * Checks an uploaded image by its content (magic bytes, then a full decode), never its name or
 * declared type, and re-encodes it: the stored file is ours, stripped of metadata (GPS, camera).
 */
export async function normaliseImage(
  bytes: Buffer,
  output: {
    format: 'webp' | 'png';
    maxWidth: number;
    maxHeight: number;
    /** Larger uploads answer 413; 5 MB unless a caller says otherwise. */
    maxBytes?: number;
  },
): Promise<Buffer> {
  if (bytes.length === 0) throw new AppError(ErrorCode.VALIDATION_ERROR, uploadMessages.missing);
  if (bytes.length > (output.maxBytes ?? PROFILE_PICTURE_MAX_BYTES))
    throw new AppError(ErrorCode.PAYLOAD_TOO_LARGE, uploadMessages.tooLarge);
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !(PROFILE_PICTURE_TYPES as readonly string[]).includes(type.mime))
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, uploadMessages.wrongType);
  // sharp loads with the first image, not at every start (decision 0067).
  const { default: sharp } = await import('sharp');
  try {
    const image = sharp(bytes, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize({ width: output.maxWidth, height: output.maxHeight, fit: 'inside', withoutEnlargement: true });
    return output.format === 'webp'
      ? await image.webp({ quality: 82 }).toBuffer()
      : await image.png({ compressionLevel: 9 }).toBuffer();
  } catch {
    // Right magic bytes, broken body.
    throw new AppError(ErrorCode.UNSUPPORTED_MEDIA_TYPE, uploadMessages.wrongType);
  }
}

/** Width and height of an image this server has already normalised. */
export async function imageSize(bytes: Buffer): Promise<{ width: number; height: number }> {
  const { default: sharp } = await import('sharp');
  const { width, height } = await sharp(bytes).metadata();
  return { width: width ?? 0, height: height ?? 0 };
}
