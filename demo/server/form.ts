/**
 * Reading the posted form. The body is buffered with a size cap and parsed by the platform's
 * own `Request.formData()` (multipart or urlencoded), so no parser dependency is needed.
 */
import { createHash } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { badRequest, HttpError } from './reply.ts';
import { MAX_UPLOAD_BYTES, sniffImage, type ImageKind } from './uploads.ts';

/** Three 5 MB images (KYC) plus the text fields and multipart overhead. */
const MAX_FORM_BYTES = 3 * MAX_UPLOAD_BYTES + 1024 * 1024;
const MAX_TEXT_LENGTH = 2000;

export async function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const tooLarge = () => new HttpError(413, `The request is larger than ${Math.round(limit / 1024 / 1024)} MB.`);
  if (Number(req.headers['content-length']) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > limit) throw tooLarge();
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

export async function readForm(req: IncomingMessage): Promise<Form> {
  const contentType = req.headers['content-type'] ?? '';
  if (!/^(multipart\/form-data|application\/x-www-form-urlencoded)\b/i.test(contentType)) {
    throw badRequest('Send the request as multipart/form-data.');
  }
  const body = await readBody(req, MAX_FORM_BYTES);
  try {
    const request = new Request('http://demo.invalid/', {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    });
    // The multipart boundary is new for each request a browser builds, so only a replay of the same bytes shares it.
    const digest = createHash('sha256').update(contentType).update(body).digest('base64');
    return new Form(await request.formData(), digest);
  } catch {
    throw badRequest('The form data could not be read.');
  }
}

export interface Image {
  bytes: Uint8Array;
  kind: ImageKind;
}

/** Field access that turns a missing or mistyped field into a 400. */
export class Form {
  constructor(
    private readonly data: FormData,
    /** Names these exact bytes: a browser's replay of the request has the same. */
    readonly digest: string,
  ) {}

  has(name: string): boolean {
    return this.data.has(name);
  }

  /** A required text field, trimmed. Present-but-empty is allowed; handlers judge values. */
  text(name: string): string {
    const value = this.data.get(name);
    if (value === null) throw badRequest(`The field "${name}" is required.`);
    if (typeof value !== 'string') throw badRequest(`The field "${name}" must be text, not a file.`);
    if (value.length > MAX_TEXT_LENGTH) throw badRequest(`The field "${name}" is too long.`);
    return value.trim();
  }

  optionalText(name: string): string {
    return this.has(name) ? this.text(name) : '';
  }

  /** A required image upload: JPEG, PNG, GIF, SVG or WebP by content, at most 5 MB. */
  async image(name: string): Promise<Image> {
    const value = this.data.get(name);
    if (value === null || typeof value === 'string') throw badRequest(`The file "${name}" is required.`);
    if (value.size === 0) throw badRequest(`The file "${name}" is empty.`);
    if (value.size > MAX_UPLOAD_BYTES) throw badRequest(`The file "${name}" is larger than 5 MB.`);
    const bytes = new Uint8Array(await value.arrayBuffer());
    const kind = sniffImage(bytes);
    if (!kind) throw badRequest(`The file "${name}" must be an image (JPEG, PNG, GIF, SVG or WebP).`);
    return { bytes, kind };
  }
}
