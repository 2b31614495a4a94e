import { Type } from '@sinclair/typebox';

export const UserParams = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export const UserItemParams = Type.Object({
  id: Type.Integer({ minimum: 1, maximum: 2147483647 }),
  itemId: Type.Integer({ minimum: 1, maximum: 2147483647 }),
});

/** Dates become ISO strings; everything else passes through. */
export function out(row: Record<string, unknown>): Record<string, unknown> {
  const o: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(row)) o[k] = v instanceof Date ? v.toISOString() : v;
  return o;
}

export const isValidDate = (s: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(s);
};

export const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
