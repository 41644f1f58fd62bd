import { ErrorCode } from '@curo/core/errors';
import { AppError } from '../../platform/errors';
import data from './data/postcode-ranges.json' with { type: 'json' };

export type AuState = 'NSW' | 'VIC' | 'QLD' | 'WA' | 'SA' | 'TAS' | 'ACT' | 'NT';

/**
 * The state or territory of an Australian postcode, from the allocation ranges we ship. Jervis Bay
 * (2540) and Norfolk Island (2899) follow their NSW range, as Australia Post does.
 */
export function stateOfPostcode(code: string): { postcode: string; state: AuState } {
  if (!/^\d{4}$/.test(code)) throw new AppError(ErrorCode.VALIDATION_ERROR, 'A postcode is 4 digits');
  const n = Number(code);
  const range = data.ranges.find((r) => n >= r.from && n <= r.to);
  if (!range) throw new AppError(ErrorCode.NOT_FOUND, 'That postcode is not in use in Australia');
  return { postcode: code, state: range.state as AuState };
}
