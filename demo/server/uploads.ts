/**
 * Uploaded images, held in memory and served at /uploads/<name>. The type is decided by the
 * bytes, never by the name or the browser's claim, so a renamed script cannot pass as a picture.
 */
import { randomToken } from './secrets.ts';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** All uploads together; the oldest are dropped beyond this so a long demo cannot eat memory. */
const MAX_TOTAL_BYTES = 200 * 1024 * 1024;

export interface ImageKind {
  contentType: 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp' | 'image/svg+xml';
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'svg';
}

const startsWith = (bytes: Uint8Array, prefix: number[], at = 0) => prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** An SVG document: optional XML declaration, comments and doctype, then the <svg> root. */
const SVG_START = /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!DOCTYPE\s+svg[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

export function sniffImage(bytes: Uint8Array): ImageKind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', ext: 'jpg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { contentType: 'image/png', ext: 'png' };
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return { contentType: 'image/gif', ext: 'gif' };
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return { contentType: 'image/webp', ext: 'webp' };
  const head = new TextDecoder()
    .decode(bytes.subarray(0, 4096))
    .replace(/^\uFEFF/, '')
    .trimStart();
  if (SVG_START.test(head)) return { contentType: 'image/svg+xml', ext: 'svg' };
  return null;
}

export interface StoredUpload {
  contentType: ImageKind['contentType'];
  bytes: Uint8Array;
}

export class UploadStore {
  private files = new Map<string, StoredUpload>();
  private total = 0;

  /** Stores the bytes under a fresh unguessable name and returns the name. */
  save(bytes: Uint8Array, kind: ImageKind, name = `${randomToken(12)}.${kind.ext}`): string {
    this.files.set(name, { contentType: kind.contentType, bytes });
    this.total += bytes.length;
    for (const [oldest, file] of this.files) {
      if (this.total <= MAX_TOTAL_BYTES || oldest === name) break;
      this.files.delete(oldest);
      this.total -= file.bytes.length;
    }
    return name;
  }

  get(name: string): StoredUpload | undefined {
    return this.files.get(name);
  }

  clear(): void {
    this.files.clear();
    this.total = 0;
  }
}
