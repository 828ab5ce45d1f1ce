/**
 * Hands text to the browser as a file download. A CSV gets a byte-order mark first, so that
 * spreadsheet programs read its names in Chinese, Japanese or Arabic as UTF-8.
 */
export function downloadText(filename: string, text: string, type = 'text/csv;charset=utf-8'): void {
  const bom = type.startsWith('text/csv') ? '\ufeff' : '';
  downloadBlob(filename, new Blob([bom, text], { type }));
}

/** Hands a file (a PDF...) to the browser as a download. */
export function downloadBlob(filename: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
