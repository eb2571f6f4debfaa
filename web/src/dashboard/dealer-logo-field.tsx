import { useEffect, useRef, useState } from 'react';
import { DEALER_MESSAGES } from '#shared/dealer';
import { LISTING_LIMITS } from '#shared/listing-form';
import { API_UPLOAD_DEPS, photoContentType, uploadPhoto } from '../api/photo-upload';
import { listingImageSrc } from '../lib/listing-images';
import { Button } from '../ui/button';
import { ERROR, HINT, LABEL } from '../ui/field-styles';

type LogoState =
  | { stage: 'idle' }
  | { stage: 'uploading'; percent: number }
  | { stage: 'processing' }
  | { stage: 'ready'; uploadId: string; preview: string }
  | { stage: 'failed'; message: string };

type DealerLogoFieldProps = {
  /** The logo the profile has now, or null. */
  current: string | null;
  /** The form's value: a finished upload, null to remove, undefined to keep. */
  value: string | null | undefined;
  error: string | undefined;
  onChange: (value: string | null | undefined) => void;
};

/**
 * The dealer's logo: picked, sent by presigned POST and processed as a listing photo is (the
 * processor checks the bytes: a file that is not an image is refused with its message), then
 * saved with the profile. Not an image type at all, or over 5 MB, is refused before it is sent.
 */
export function DealerLogoField({ current, value, error, onChange }: DealerLogoFieldProps) {
  const [state, setState] = useState<LogoState>({ stage: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => () => controller.current?.abort(), []);
  // Saved (the form starts again from the profile): the new logo is now the current one.
  useEffect(() => {
    if (value === undefined) setState((now) => (now.stage === 'ready' ? { stage: 'idle' } : now));
  }, [value]);

  function pick(file: File | undefined) {
    if (!file) return;
    controller.current?.abort();
    const contentType = photoContentType(file);
    if (!contentType || file.size === 0 || file.size > LISTING_LIMITS.maxPhotoBytes) {
      setState({ stage: 'failed', message: DEALER_MESSAGES.logoFile });
      return;
    }
    const signal = (controller.current = new AbortController()).signal;
    const preview = URL.createObjectURL(file);
    let uploadId = '';
    setState({ stage: 'uploading', percent: 0 });
    void uploadPhoto(file, contentType, API_UPLOAD_DEPS, signal, (event) => {
      if (event.type === 'presigned') uploadId = event.uploadId;
      else if (event.type === 'progress') setState({ stage: 'uploading', percent: event.percent });
      else if (event.type === 'processing') setState({ stage: 'processing' });
      else if (event.type === 'ready') {
        setState({ stage: 'ready', uploadId, preview });
        onChange(uploadId);
      } else setState({ stage: 'failed', message: event.message });
    });
  }

  const shown =
    state.stage === 'ready'
      ? state.preview
      : value === null
        ? null
        : current
          ? listingImageSrc(current, 320)
          : null;
  const status =
    state.stage === 'uploading'
      ? `Uploading the logo… ${Math.round(state.percent)}%`
      : state.stage === 'processing'
        ? 'Processing the logo…'
        : state.stage === 'ready'
          ? 'New logo ready: update your profile to use it.'
          : value === null
            ? 'The logo will be removed when you update your profile.'
            : '';
  const message = state.stage === 'failed' ? state.message : error;

  return (
    <div id="field-logo_upload_id" tabIndex={-1}>
      <p className={LABEL}>Logo</p>
      <div className="mt-2 flex flex-wrap items-center gap-4">
        <div className="flex h-20 w-30 items-center justify-center overflow-hidden rounded-xl border border-slate-200 bg-white">
          {shown ? (
            <img src={shown} alt="Your logo" className="size-full object-contain" />
          ) : (
            <span className="text-xs text-muted">No logo</span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor="dealer-logo-file"
            className="cursor-pointer rounded-md border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-700 focus-within:ring-2 focus-within:ring-brand-700 hover:bg-brand-50"
          >
            {current || state.stage === 'ready' ? 'Change logo' : 'Upload a logo'}
            <input
              ref={input}
              id="dealer-logo-file"
              type="file"
              accept="image/jpeg,image/png,image/webp,image/heic,image/heif"
              aria-describedby="dealer-logo-hint"
              className="sr-only"
              onChange={(event) => {
                pick(event.target.files?.[0]);
                event.target.value = '';
              }}
            />
          </label>
          {current && value !== null ? (
            <Button
              variant="secondary"
              onClick={() => {
                controller.current?.abort();
                setState({ stage: 'idle' });
                onChange(null);
              }}
            >
              Remove logo
            </Button>
          ) : null}
        </div>
      </div>
      <p id="dealer-logo-hint" className={HINT}>
        A JPEG, PNG, WebP or HEIC image of up to 5MB, shown on your dealer page.
      </p>
      <p role="status" className="mt-1 text-sm text-ink">
        {status}
      </p>
      {message ? (
        <p role="alert" className={ERROR}>
          {message}
        </p>
      ) : null}
    </div>
  );
}
