import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, z } from '@care/shared/forms';
import type { Severity } from '@care/shared';
import { checkImageFile, MAX_UPLOAD_BYTES } from '../../../lib/image-file';
import type { ImageHeader } from '../../../lib/image-file';
import { pictureUser } from '../../../lib/picture-user';
import { normaliseTurns, rotateImageFile } from '../../../lib/rotate-image';
import { uploadFailureMessage } from '../../../lib/upload-failure';
import { PICTURE_ERRORS, UPLOAD_TEXTS } from '../../../texts';
import { useUploadPicture } from '../api/upload-picture';

const CAPTION_MAX = 1000;

const schema = z.object({
  caption: z.string().check(z.maxLength(CAPTION_MAX, { error: () => UPLOAD_TEXTS.captionTooLong })),
});

export interface Message {
  severity: Severity;
  text: string;
}

export interface ChosenImage {
  file: File;
  header: ImageHeader;
  /** An object URL of the file for the preview (revoked when another is chosen or the form goes). */
  previewUrl: string;
}

/**
 * The upload dialog's state (spec 2.12, 4.6): choose a file (checked as spec 5 says), turn it in quarter
 * turns, caption it, upload it with its progress; success resets the form and calls `onUploaded`. The
 * dialog mounts it afresh at each opening (spec 2.12: opening resets file, caption, messages, rotation and
 * preview); unmounting stops an upload still running.
 */
export function useUploadForm({
  userId,
  onUploaded,
}: {
  userId: string | number;
  onUploaded?: () => void;
}) {
  const user = pictureUser(userId);
  const upload = useUploadPicture(user.ok ? user.id : null);
  const form = useForm(schema, { defaultValues: { caption: '' } });
  const [chosen, setChosen] = useState<ChosenImage | null>(null);
  const [turns, setTurns] = useState(0);
  const [message, setMessage] = useState<Message | null>(null);
  const [progress, setProgress] = useState<{ sent: number; total: number } | null>(null);
  const inFlight = useRef<AbortController | null>(null);
  /** The latest choice: a slower check of an earlier file must not win. */
  const choice = useRef(0);
  const preview = useRef<string | null>(null);
  const { reset: resetForm } = form;

  const showChosen = useCallback((next: ChosenImage | null) => {
    if (preview.current !== null) URL.revokeObjectURL(preview.current);
    preview.current = next?.previewUrl ?? null;
    setChosen(next);
  }, []);

  const reset = useCallback(() => {
    choice.current += 1;
    showChosen(null);
    setTurns(0);
    setMessage(null);
    setProgress(null);
    resetForm({ caption: '' });
  }, [resetForm, showChosen]);

  useEffect(
    () => () => {
      inFlight.current?.abort();
      if (preview.current !== null) URL.revokeObjectURL(preview.current);
    },
    [],
  );

  const choose = async (file: File | null) => {
    const mine = (choice.current += 1);
    setMessage(null);
    setTurns(0);
    if (file === null) {
      showChosen(null);
      return;
    }
    const check = await checkImageFile(file);
    if (mine !== choice.current) return;
    if (check.ok) {
      showChosen({ file, header: check.header, previewUrl: URL.createObjectURL(file) });
    } else {
      showChosen(null);
      setMessage({ severity: 'error', text: check.message });
    }
  };

  /** The preview could not be decoded after all: not a usable picture. */
  const previewFailed = () => {
    choice.current += 1;
    showChosen(null);
    setMessage({ severity: 'error', text: PICTURE_ERRORS.onlyJpegOrPng });
  };

  const rotate = (quarterTurns: 1 | -1) => {
    setTurns((current) => normaliseTurns(current + quarterTurns));
  };

  const submit = async ({ caption }: { caption: string }) => {
    setMessage(null);
    if (!user.ok) {
      const text =
        user.reason === 'missing' ? PICTURE_ERRORS.noUserSelected : PICTURE_ERRORS.invalidUser;
      setMessage({ severity: 'error', text });
      return;
    }
    if (chosen === null) {
      setMessage({ severity: 'error', text: PICTURE_ERRORS.selectImage });
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    try {
      const image = await rotateImageFile(chosen.file, turns, chosen.header.type);
      if (image.size > MAX_UPLOAD_BYTES) {
        setMessage({ severity: 'error', text: PICTURE_ERRORS.tooLarge });
        return;
      }
      setProgress({ sent: 0, total: image.size });
      await upload.mutateAsync({
        image,
        comment: caption.trim(),
        signal: controller.signal,
        onProgress: (sent, total) => {
          setProgress({ sent, total });
        },
      });
      if (controller.signal.aborted) return;
      // Spec 4.6: success resets the form and calls the success callback.
      reset();
      setMessage({ severity: 'success', text: UPLOAD_TEXTS.success });
      onUploaded?.();
    } catch (error) {
      if (controller.signal.aborted) return;
      const text = uploadFailureMessage(error);
      if (text !== null) setMessage({ severity: 'error', text });
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
      setProgress(null);
    }
  };

  return {
    user,
    form,
    chosen,
    turns,
    message,
    progress,
    choose,
    previewFailed,
    rotate,
    submit,
  };
}
