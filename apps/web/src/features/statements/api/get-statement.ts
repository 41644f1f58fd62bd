import { type TDoctorStatement, type TDoctorStatementRequest, ZDoctorStatement } from '@curo/core/statements';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export type { TDoctorStatement };

export const STATEMENT_PATH = '/api/v1/appointments/generateDoctorInvoice';

/**
 * `POST /appointments/generateDoctorInvoice` as JSON: the doctor's statement for a period of
 * Sydney days. A read, though sent as a POST (the spec's call), so it is cached like one.
 */
export async function getStatement(
  request: Omit<TDoctorStatementRequest, 'format'>,
): Promise<TDoctorStatement> {
  return ZDoctorStatement.parse(
    await apiRequest<unknown>(STATEMENT_PATH, { method: 'POST', body: JSON.stringify(request) }),
  );
}

export const statementQueryOptions = (request: Omit<TDoctorStatementRequest, 'format'>) =>
  queryOptions({
    queryKey: ['statements', request.doctorId ?? 'mine', request.from, request.to] as const,
    queryFn: () => getStatement(request),
  });

/** Asks only once it knows whose statement (an admin names the doctor). */
export function useStatement(request: Omit<TDoctorStatementRequest, 'format'> | null) {
  return useQuery({
    ...statementQueryOptions(request ?? { from: '', to: '' }),
    enabled: request !== null,
  });
}
