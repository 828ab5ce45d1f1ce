import { useState } from 'react';
import { uploadRefusal } from '../lib/upload-check.ts';

/**
 * Uploads one file once `check` has passed it here (it answers why a file is refused, or null),
 * and keeps what the field shows meanwhile: whether it is uploading, and why a file was refused.
 */
export function useCheckedUpload({
  check,
  store,
  onUploaded,
}: {
  check(file: File): Promise<string | null> | string | null;
  store(file: File): Promise<{ url: string }>;
  onUploaded(url: string): void;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function upload(file: File) {
    setProblem(null);
    const refusal = await check(file);
    if (refusal) {
      setProblem(refusal);
      return;
    }
    setUploading(true);
    try {
      onUploaded((await store(file)).url);
    } catch (error) {
      setProblem(uploadRefusal(error));
    } finally {
      setUploading(false);
    }
  }

  return { problem, uploading, upload };
}
