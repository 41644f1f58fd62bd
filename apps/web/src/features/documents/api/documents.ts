import {
  consultDocumentPreviewPath,
  consultDocumentsPath,
  documentPdfPath,
  myDocumentsPath,
  sendDocumentEmailPath,
  type TClinicalDocument,
  type TDocumentList,
  type TDocumentShare,
  type TDocumentVerification,
  type TIssueDocument,
  type TSendDocumentEmail,
  verifyDocumentApiPath,
  ZClinicalDocument,
  ZDocumentList,
  ZDocumentShare,
  ZDocumentVerification,
} from '@curo/core/documents';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { fetchApiFile, saveBlob } from '../../../lib/api-file';

export const documentKeys = {
  mine: (page: number) => ['documents', 'mine', page] as const,
  consult: (appointmentId: string) => ['documents', 'consult', appointmentId] as const,
  verify: (code: string) => ['documents', 'verify', code] as const,
};

/** `GET /documents?page=`: the signed-in patient's documents, newest first, 20 a page. */
export const myDocumentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: documentKeys.mine(page),
    queryFn: async (): Promise<TDocumentList> =>
      ZDocumentList.parse(
        await apiRequest<unknown>(page > 1 ? `${myDocumentsPath}?page=${page}` : myDocumentsPath),
      ),
    placeholderData: keepPreviousData,
  });
export const useMyDocuments = (page: number) => useQuery(myDocumentsQueryOptions(page));

/** `GET /appointments/{id}/clinical-documents`: a consult's documents, newest first. */
export const useConsultDocuments = (appointmentId: string) =>
  useQuery({
    queryKey: documentKeys.consult(appointmentId),
    queryFn: async (): Promise<TClinicalDocument[]> =>
      z.array(ZClinicalDocument).parse(await apiRequest<unknown>(consultDocumentsPath(appointmentId))),
  });

/** `POST /appointments/{id}/clinical-documents`: the doctor issues a document. */
export function useIssueDocument(appointmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TIssueDocument) =>
      ZClinicalDocument.parse(
        await apiRequest<unknown>(consultDocumentsPath(appointmentId), {
          method: 'POST',
          body: JSON.stringify(body),
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['documents'] }),
  });
}

/** Opens a PDF in a new tab (a preview), through a short-lived object URL. */
function openBlob(blob: Blob) {
  const url = URL.createObjectURL(blob);
  window.open(url, '_blank', 'noopener');
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** `POST /appointments/{id}/clinical-documents/preview`: the PDF marked "PREVIEW — not issued", opened in a tab. */
export function usePreviewDocument(appointmentId: string) {
  return useMutation({
    mutationFn: async (body: TIssueDocument) => {
      const response = await fetchApiFile(consultDocumentPreviewPath(appointmentId), 'application/pdf', body);
      openBlob(await response.blob());
    },
  });
}

/** `GET /documents/{id}/pdf`: the document as issued, to the browser's downloads. */
export async function downloadDocument(document: Pick<TClinicalDocument, 'id' | 'verificationCode'>) {
  const response = await fetchApiFile(documentPdfPath(document.id), 'application/pdf');
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `document-${document.verificationCode}.pdf`;
  saveBlob(await response.blob(), filename);
  return filename;
}
export const useDownloadDocument = () => useMutation({ mutationFn: downloadDocument });

/** `POST /appointments/{id}/sendDocumentEmail`: a link by email, to the patient or (with consent) a third party. */
export const useSendDocumentEmail = (appointmentId: string) =>
  useMutation({
    mutationFn: async (body: TSendDocumentEmail): Promise<TDocumentShare> =>
      ZDocumentShare.parse(
        await apiRequest<unknown>(sendDocumentEmailPath(appointmentId), {
          method: 'POST',
          body: JSON.stringify(body),
        }),
      ),
  });

/** `GET /documents/verify/{code}` (public). */
export const useVerifyDocument = (code: string) =>
  useQuery({
    queryKey: documentKeys.verify(code),
    queryFn: async (): Promise<TDocumentVerification> =>
      ZDocumentVerification.parse(await apiRequest<unknown>(verifyDocumentApiPath(code))),
    retry: false,
  });
