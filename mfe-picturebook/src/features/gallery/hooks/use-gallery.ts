import { useCallback, useState } from 'react';
import type { Severity } from '@care/shared';
import { usePictures } from '../../../lib/api/get-pictures';
import type { Picture } from '../../../lib/api/get-pictures';
import { pictureUser } from '../../../lib/picture-user';
import { GALLERY_TEXTS } from '../../../texts';
import { useDeletePictures } from '../api/delete-pictures';
import { useRotatePicture } from '../api/rotate-picture';
import type { Direction } from '../api/rotate-picture';
import { useUpdateCaption } from '../api/update-caption';

export interface Message {
  severity: Severity;
  text: string;
}

/**
 * Spec 5: Save Caption is disabled while the draft is empty or, trimmed, the current caption. A draft of
 * spaces only is empty too (it was once enabled, to answer "Caption cannot be empty." on the click);
 * Enter in the field still says so.
 */
export function canSaveCaption(draft: string, current: string): boolean {
  const trimmed = draft.trim();
  return trimmed !== '' && trimmed !== current.trim();
}

/**
 * The gallery's state (spec 2.13, 4.6): a selection set, caption drafts (spec 3 editedCaption), rotations,
 * deletion of the selection, and the confirmation before closing with a selection. Every action needs a
 * positive numeric user id and is silently skipped otherwise (spec 5). The dialog mounts it afresh at each
 * opening.
 */
export function useGallery({
  userId,
  onClose,
  onChanged,
}: {
  userId: string | number;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const user = pictureUser(userId);
  const id = user.ok ? user.id : null;
  const pictures = usePictures(id);
  const rotateCall = useRotatePicture(id);
  const captionCall = useUpdateCaption(id);
  const deleteCall = useDeletePictures(id);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [drafts, setDrafts] = useState<ReadonlyMap<number, string>>(new Map());
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [confirming, setConfirming] = useState<'delete' | 'discard' | null>(null);
  const [viewer, setViewer] = useState<number | null>(null);

  const list: Picture[] = pictures.data ?? [];
  const track = async (what: string, work: () => Promise<void>) => {
    setBusy((now) => new Set(now).add(what));
    try {
      await work();
    } finally {
      setBusy((now) => {
        const rest = new Set(now);
        rest.delete(what);
        return rest;
      });
    }
  };

  const toggle = (pictureId: number) => {
    setSelected((now) => {
      const next = new Set(now);
      if (next.has(pictureId)) next.delete(pictureId);
      else next.add(pictureId);
      return next;
    });
  };

  const draftOf = (picture: Picture): string => drafts.get(picture.id) ?? picture.comment;
  const setDraft = (pictureId: number, text: string) => {
    setDrafts((now) => new Map(now).set(pictureId, text));
  };

  const saveCaption = (picture: Picture) => {
    if (id === null) return;
    const draft = draftOf(picture);
    if (draft.trim() === '') {
      setMessage({ severity: 'warning', text: GALLERY_TEXTS.captionEmpty });
      return;
    }
    if (!canSaveCaption(draft, picture.comment)) return;
    void track(`caption-${picture.id}`, async () => {
      try {
        await captionCall.mutateAsync({ pictureId: picture.id, comment: draft.trim() });
        setDrafts((now) => {
          const rest = new Map(now);
          rest.delete(picture.id);
          return rest;
        });
        setMessage({ severity: 'success', text: GALLERY_TEXTS.captionSaved });
        onChanged?.();
      } catch {
        setMessage({ severity: 'error', text: GALLERY_TEXTS.captionFailed });
      }
    });
  };

  /** The turn of a picture under way, if any. */
  const rotating = (pictureId: number): Direction | null =>
    busy.has(`rotate-${pictureId}-left`)
      ? 'left'
      : busy.has(`rotate-${pictureId}-right`)
        ? 'right'
        : null;

  const rotate = (picture: Picture, direction: Direction) => {
    if (id === null) return;
    if (rotating(picture.id) !== null) return;
    void track(`rotate-${picture.id}-${direction}`, async () => {
      try {
        await rotateCall.mutateAsync({ pictureId: picture.id, direction });
        setMessage({ severity: 'info', text: GALLERY_TEXTS.rotated(direction) });
        onChanged?.();
      } catch {
        setMessage({ severity: 'error', text: GALLERY_TEXTS.rotationFailed });
      }
    });
  };

  const deleteSelected = () => {
    if (id === null || selected.size === 0) return;
    const ids = list.filter((p) => selected.has(p.id)).map((p) => p.id);
    void track('delete', async () => {
      const deleted = await deleteCall.mutateAsync(ids);
      setSelected((now) => new Set([...now].filter((pictureId) => !deleted.includes(pictureId))));
      setConfirming(null);
      setMessage({ severity: 'success', text: GALLERY_TEXTS.deleted(deleted.length) });
      if (deleted.length > 0) onChanged?.();
    });
  };

  /** Spec 2.13 and 4.6: closing with a selection asks first. */
  const requestClose = useCallback(() => {
    if (selected.size > 0) setConfirming('discard');
    else onClose();
  }, [selected, onClose]);

  return {
    user,
    pictures,
    list,
    selected,
    toggle,
    draftOf,
    setDraft,
    saveCaption,
    rotate,
    rotating,
    deleteSelected,
    busy,
    message,
    confirming,
    setConfirming,
    requestClose,
    viewer,
    setViewer,
  };
}
