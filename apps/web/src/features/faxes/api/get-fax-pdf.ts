import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { fetchApiFile } from '../../../lib/api-file';

/** `GET /ReceivedFaxes/{id}/pdf` with the session's token (audited), as a blob for the preview. */
export const faxPdfPath = (id: string) => `/api/v1/ReceivedFaxes/${encodeURIComponent(id)}/pdf`;

export function useFaxPdf(id: string) {
  const query = useQuery({
    queryKey: ['admin', 'faxes', 'pdf', id],
    queryFn: async () => (await fetchApiFile(faxPdfPath(id), 'application/pdf')).blob(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 60_000,
  });
  const url = useMemo(
    () => (query.data ? URL.createObjectURL(new Blob([query.data], { type: 'application/pdf' })) : null),
    [query.data],
  );
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return { ...query, url };
}
