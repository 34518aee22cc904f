/**
 * The one upload component: images only (JPEG, PNG, GIF, SVG, WebP), 5 MB at most, with
 * the chosen file's name and a preview so the customer can check it and replace it.
 */
import { useEffect, useId, useMemo } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';

export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/svg+xml', 'image/webp'] as const;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
const IMAGE_NAME = /\.(jpe?g|png|gif|svg|webp)$/i;

/** The message for a file we will not send, or true. */
export function checkImage(file: File | null | undefined, required: boolean, label: string): true | string {
  if (!file) return required ? `Choose ${label.toLowerCase()}` : true;
  const typeOk = file.type ? (IMAGE_TYPES as readonly string[]).includes(file.type) : IMAGE_NAME.test(file.name);
  if (!typeOk) return 'The file must be an image: JPEG, PNG, GIF, SVG or WebP';
  if (file.size > MAX_UPLOAD_BYTES) return 'The file must be smaller than 5 MB';
  if (file.size === 0) return 'The file is empty: choose another one';
  return true;
}

export interface FileUploadProps<T extends FieldValues> {
  control: Control<T>;
  name: Path<T>;
  label: string;
  hint?: string;
  required?: boolean;
}

export function FileUpload<T extends FieldValues>({ control, name, label, hint = 'JPEG, PNG, GIF, SVG or WebP, up to 5 MB', required = true }: FileUploadProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({
    control,
    name,
    rules: { validate: (file: unknown) => checkImage(file as File | null, required, label) },
  });
  const file = (field.value as File | null | undefined) ?? null;
  const error = fieldState.error?.message;
  const preview = useMemo(() => (file && checkImage(file, false, label) === true ? URL.createObjectURL(file) : null), [file, label]);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  const describedBy = [`${id}-hint`, error ? `${id}-error` : '', file ? `${id}-chosen` : ''].filter(Boolean).join(' ');
  return (
    <div className={`field upload${error ? ' field--invalid' : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <p className="field-hint" id={`${id}-hint`}>
        {hint}
      </p>
      {error ? (
        <p className="field-error" id={`${id}-error`}>
          <span className="visually-hidden">Error: </span>
          {error}
        </p>
      ) : null}
      <div className="upload-box">
        {preview ? <img className="upload-preview" src={preview} alt={`Preview of ${file?.name ?? 'the chosen file'}`} /> : null}
        <div className="upload-controls">
          {file ? (
            <span className="upload-state" id={`${id}-chosen`}>
              File Uploaded: <strong>{file.name}</strong> ({formatSize(file.size)})
            </span>
          ) : null}
          <input
            ref={field.ref}
            id={id}
            name={field.name}
            type="file"
            className="upload-input"
            accept={IMAGE_TYPES.join(',')}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy}
            onBlur={field.onBlur}
            onChange={(event) => field.onChange((event.currentTarget as HTMLInputElement).files?.[0] ?? null)}
          />
        </div>
      </div>
    </div>
  );
}

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
