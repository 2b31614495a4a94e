import { readDraft, removeDraft, writeDraft } from '@care/shared';
import { z } from '@care/shared/forms';
import type { PersonRef } from '../../../lib/person-picker';

/**
 * The message being written (docs/product.md 2.16, "Messages and support"): kept for the signed-in admin in session
 * storage, one per way in — the form for anyone (`message:0`) and the form opened for one person (`message:{id}`,
 * the user edit screen's link) — so that it survives the Support tab, another screen and a reload. Sending removes
 * it; signing out removes every draft (`@care/shared`'s drafts).
 */
export interface MessageDraft {
  to: PersonRef | null;
  subject: string;
  body: string;
}

const draftSchema = z.object({
  to: z.nullable(z.object({ id: z.number(), display_name: z.string() })),
  subject: z.string(),
  body: z.string(),
});

const nameOf = (entryId: number) => `message:${entryId}`;

/** The draft of the form opened for `entryId` (0: for anyone), if one was kept and still reads right. */
export function readMessageDraft(entryId: number): MessageDraft | null {
  const parsed = draftSchema.safeParse(readDraft(nameOf(entryId)));
  return parsed.success ? parsed.data : null;
}

/** Keeps what is typed; a form without text (a person chosen, nothing written) keeps nothing. */
export function saveMessageDraft(entryId: number, draft: Partial<MessageDraft>): void {
  const subject = draft.subject ?? '';
  const body = draft.body ?? '';
  if (subject.trim() === '' && body.trim() === '') removeDraft(nameOf(entryId));
  else writeDraft(nameOf(entryId), { to: draft.to ?? null, subject, body });
}

export function removeMessageDraft(entryId: number): void {
  removeDraft(nameOf(entryId));
}
