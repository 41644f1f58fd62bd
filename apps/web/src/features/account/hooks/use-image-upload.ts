import type { TUserDetail } from '@curo/core/users';
import type { UseMutationResult } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../../../lib/error-message';
import { toast } from '../../../lib/toast-store';
import { imageFileProblem } from '../utils/image-file';

type TUploadMutation = UseMutationResult<TUserDetail, unknown, { userId: string; file: File }>;

/**
 * Choosing an image uploads it at once. The chosen file is shown straight away, so the person
 * sees what they picked while it travels; it stays after success (it is the same picture) and
 * goes if the server refuses it, with the server's reason.
 */
export function useImageUpload({
  mutation,
  userId,
  successMessage,
}: {
  mutation: TUploadMutation;
  userId: string;
  successMessage: string;
}) {
  const [preview, setPreview] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const { mutateAsync, isPending } = mutation;

  useEffect(() => {
    if (!preview) return;
    return () => URL.revokeObjectURL(preview);
  }, [preview]);

  const choose = useCallback(
    async (file: File | undefined) => {
      if (isPending) return;
      const problem = imageFileProblem(file);
      if (problem || !file) {
        setError(problem);
        return;
      }
      setError(null);
      setPreview(URL.createObjectURL(file));
      try {
        await mutateAsync({ userId, file });
        toast.success(successMessage);
      } catch (failure) {
        setPreview(null);
        setError(errorMessage(failure));
      }
    },
    [isPending, mutateAsync, userId, successMessage],
  );

  return { preview, error, busy: isPending, choose };
}
