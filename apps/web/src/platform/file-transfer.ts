import type { TExportFile, TImportUpload } from '@trade-terms/domain/import-export-jobs';

/** The bytes of a base64 text (the spec's file answers carry their content this way). */
export function base64ToBytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

/** Base64 of some bytes, in slices so a large file does not overflow the argument list. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const slice = 0x8000;
  for (let start = 0; start < bytes.length; start += slice) {
    binary += String.fromCharCode(...bytes.subarray(start, start + slice));
  }
  return btoa(binary);
}

/** A file answer of the server (`TExportFile`) as a browser Blob. */
export function blobOfExportFile(file: TExportFile): Blob {
  return new Blob([base64ToBytes(file.content)], { type: file.mime });
}

/** Saves a file answer of the server in the browser's downloads, under the name it gave. */
export function saveExportFile(file: TExportFile): void {
  const url = URL.createObjectURL(blobOfExportFile(file));
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.fileName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked after the click has been handled, so the download has started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A picked file as the import calls take it: its name and its content in base64. */
export async function uploadBodyOf(file: File): Promise<TImportUpload> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return { fileName: file.name, content: bytesToBase64(bytes) };
}
