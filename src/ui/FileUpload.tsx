/**
 * The one upload component: images only (JPEG, PNG, GIF, SVG, WebP), 5 MB at most, checked
 * the moment a file is chosen or dropped, with the chosen file's name, size and a preview so
 * the customer can check it and replace it. A refused file is never taken.
 */
import { useEffect, useMemo, useRef, useState, type DragEvent } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { FieldFrame } from './FieldFrame';
import { useFormField } from './useFormField';
import { looksLikeImage } from '../lib/image-sniff';
import { useI18n } from '../lib/useI18n';
import type { I18n, MessageId } from '../lib/i18n';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const IMAGE_NAME = /\.(jpe?g|png|gif|svg|webp)$/i;
const NOT_IMAGE = 'common.upload.notImage';
const sniff = (file: File) => looksLikeImage(file).catch(() => false);

/** The message for a file we will not send, or true. It names the field: "Choose your ID card". */
export function checkImage(file: File | null | undefined, required: boolean, label: string, t: I18n['t']): true | string {
  const say = (id: MessageId) => t(id, { label, labelLower: label.toLowerCase() });
  if (!file) return required ? say('common.upload.required') : true;
  const typeOk = file.type ? (IMAGE_TYPES as readonly string[]).includes(file.type) : IMAGE_NAME.test(file.name);
  if (!typeOk) return say(NOT_IMAGE);
  if (file.size > MAX_UPLOAD_BYTES) return say('common.upload.tooBig');
  if (file.size === 0) return say('common.upload.empty');
  return true;
}

export interface FileUploadProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  required?: boolean;
}

export function FileUpload<T extends FieldValues>({ form, name, label, hint, required = true }: FileUploadProps<T>) {
  const { t, bytes } = useI18n();
  const field = useFormField(form, name, {
    // Async, so a submit made before the content check finished still waits for it.
    validate: async (file: File | null) => (checkImage(file, required, label, t) === true && file && !(await sniff(file)) ? t(NOT_IMAGE) : checkImage(file, required, label, t)),
  });
  const [refused, setRefused] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement | null>(null);
  const file = (field.value as File | null | undefined) ?? null;
  const error = refused ?? field.error;
  const preview = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const latest = useRef<File | null>(null);
  function take(chosen: File | null | undefined) {
    if (!chosen) return;
    const verdict = checkImage(chosen, true, label, t);
    setRefused(verdict === true ? null : verdict);
    if (verdict !== true) return;
    field.change((latest.current = chosen) as never);
    // The content too, as soon as it is read: a renamed PDF is refused at once, not on submit.
    void sniff(chosen).then((ok) => {
      if (ok || latest.current !== chosen) return;
      setRefused(t(NOT_IMAGE));
      field.change((latest.current = null) as never);
    });
  }

  function onDrop(event: DragEvent<HTMLDivElement>) {
    event.preventDefault();
    setDragging(false);
    take(event.dataTransfer?.files[0]);
  }

  const chosenId = `${field.name}-chosen`;
  return (
    <FieldFrame label={label} hint={hint ?? t('common.upload.hint')} error={error} describedBy={file ? chosenId : undefined}>
      {(aria, labelId) => (
        <div
          className={`upload-drop${dragging ? ' is-dragover' : ''}${file ? ' has-file' : ''}`}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          {file && preview ? <img className="upload-preview" src={preview} alt={t('common.upload.preview', { name: file.name })} /> : null}
          {file ? (
            // What it holds, not yet sent: "selfie.png, 76 bytes, ready to send", the name in its own reading order.
            <p className="upload-info" id={chosenId}>
              {t('common.upload.chosen', { name: `\u2068${file.name}\u2069`, size: bytes(file.size) })}
            </p>
          ) : (
            <p className="upload-empty">{t('common.upload.drag')}</p>
          )}
          <input
            ref={(el) => {
              input.current = el;
              field.ref(el);
            }}
            {...aria}
            // Named by its label and the words on its button, as a pointer user sees them (WCAG 2.5.3).
            aria-labelledby={`${labelId} ${chosenId}-button`}
            name={field.name}
            type="file"
            className="upload-input"
            accept={IMAGE_TYPES.join(',')}
            onBlur={field.blur}
            onChange={(event) => {
              const input = event.currentTarget as HTMLInputElement;
              take(input.files?.[0]);
              // The same file chosen again after a refusal must fire change again.
              input.value = '';
            }}
          />
          {/* The input itself takes focus and keys; this is what a pointer sees of it. */}
          <span id={`${chosenId}-button`} className="button button--secondary upload-button" aria-hidden="true" onClick={() => input.current?.click()}>
            {t(file ? 'common.upload.replace' : 'common.upload.choose')}
          </span>
        </div>
      )}
    </FieldFrame>
  );
}
