/**
 * Whether a file's first bytes are those of an image we accept (PNG, JPEG, GIF, WebP, or SVG
 * text): a name or a type the browser guessed from the extension is not proof of content.
 */
const SVG = /^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*|<!DOCTYPE svg[^>]*>\s*)*<svg[\s>]/i;

export async function looksLikeImage(file: Blob): Promise<boolean> {
  const head = new Uint8Array(await file.slice(0, 1024).arrayBuffer());
  const text = String.fromCharCode(...head);
  return /^(\x89PNG\r\n.\n|\xff\xd8\xff|GIF8[79]a|RIFF[\s\S]{4}WEBP)/.test(text) || SVG.test(text.replace(/^\xef\xbb\xbf/, ''));
}
