import { Type } from '@sinclair/typebox';
import type { Static } from '@sinclair/typebox';
import { badRequest } from '../../lib/http-errors';
import { component, EMAIL_RE, nullable, Timestamp } from '../../lib/schemas';
import type { ContactFields, ContactRow } from './repository';

const CONTACT_TYPES = ['Family', 'Friend', 'Caregiver', 'Emergency Contact'] as const;
export const CONTACT_MESSAGES = {
  requiredAdd: 'Please fill in all required fields (Name, Relationship, Phone Number).',
  requiredEdit: 'Please fill in all required fields.',
  phoneTooLong: 'Phone number cannot exceed 20 characters.',
  badType: `Contact type must be one of: ${CONTACT_TYPES.join(', ')}.`,
  badEmail: 'Enter a valid email address.',
} as const;

// Loose types on purpose: the spec's own messages are given for missing or blank fields, not
// Ajv's. Lengths are still capped here.
const Str = (max: number) => Type.Optional(nullable(Type.String({ maxLength: max })));
export const ContactBody = Type.Object({
  name: Str(200),
  relationship: Str(100),
  phone_number: Str(200),
  email: Str(254),
  notes: Str(2000),
  contact_type: Str(50),
});
export type ContactInput = Static<typeof ContactBody>;

export const Contact = component(
  'EmergencyContact',
  Type.Object({
    id: Type.Integer(),
    user_id: Type.Integer(),
    name: Type.String(),
    relationship: Type.String(),
    phone_number: Type.String(),
    email: nullable(Type.String()),
    notes: nullable(Type.String()),
    contact_type: Type.String(),
    created_at: Timestamp,
    updated_at: Timestamp,
  }),
);

export const contactOut = (r: ContactRow) => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

/** Spec 5: trimmed values; the three required fields; phone at most 20; empty type is Family. */
export function validateContact(b: ContactInput, mode: 'add' | 'edit'): ContactFields {
  const t = (v: string | null | undefined): string => (v ?? '').trim();
  const name = t(b.name);
  const relationship = t(b.relationship);
  const phone = t(b.phone_number);
  if (!name || !relationship || !phone) {
    throw badRequest(mode === 'add' ? CONTACT_MESSAGES.requiredAdd : CONTACT_MESSAGES.requiredEdit);
  }
  if (phone.length > 20) throw badRequest(CONTACT_MESSAGES.phoneTooLong);
  const type = t(b.contact_type) || 'Family';
  if (!(CONTACT_TYPES as readonly string[]).includes(type)) {
    throw badRequest(CONTACT_MESSAGES.badType);
  }
  const email = t(b.email);
  if (email && !EMAIL_RE.test(email)) throw badRequest(CONTACT_MESSAGES.badEmail);
  return {
    name,
    relationship,
    phone_number: phone,
    email: email || null,
    notes: t(b.notes) || null,
    contact_type: type,
  };
}
