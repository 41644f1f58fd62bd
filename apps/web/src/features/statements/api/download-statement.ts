import type { TDoctorStatementRequest } from '@curo/core/statements';
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveBlob } from '../../../lib/api-file';
import { STATEMENT_PATH } from './get-statement';

/** The file a statement downloads as, as the server names it. */
export const statementFileName = ({ from, to }: { from: string; to: string }) =>
  `statement-${from}-to-${to}.pdf`;

/**
 * `POST /appointments/generateDoctorInvoice` with `format: "pdf"`: the statement as a PDF, handed
 * to the browser's downloads.
 */
export async function downloadStatement(request: Omit<TDoctorStatementRequest, 'format'>): Promise<void> {
  const response = await fetchApiFile(STATEMENT_PATH, 'application/pdf', { ...request, format: 'pdf' });
  saveBlob(await response.blob(), statementFileName(request));
}

export function useDownloadStatement() {
  return useMutation({ mutationFn: downloadStatement });
}
