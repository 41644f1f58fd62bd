import { privacyExportPath, type TPrivacyExportFormat } from '@curo/core/privacy';
import { useMutation } from '@tanstack/react-query';
import { fetchApiFile, saveBlob } from '../../../lib/api-file';

const ACCEPT: Record<TPrivacyExportFormat, string> = { json: 'application/json', pdf: 'application/pdf' };

/**
 * `GET /users/exportMyData?format=json|pdf`: the patient's copy of everything Curo holds about them
 * (decision 0057), fetched with the session's token and handed to the browser's downloads under the
 * name the server gives it. An error (too many downloads this hour) is the API's.
 */
export async function downloadMyRecord(format: TPrivacyExportFormat): Promise<string> {
  const response = await fetchApiFile(privacyExportPath(format), ACCEPT[format]);
  const blob = await response.blob();
  const disposition = response.headers.get('content-disposition') ?? '';
  const filename = /filename="([^"]+)"/.exec(disposition)?.[1] ?? `curo-my-record.${format}`;
  saveBlob(blob, filename);
  return filename;
}

export const useDownloadMyRecord = () => useMutation({ mutationFn: downloadMyRecord });
