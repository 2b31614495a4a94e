import { z } from '@care/shared/forms';
import { TEXTS } from '../../texts';
import { isLocalDate, isLocalTime } from '../time';

/** Field rules shared by the care forms: the API refuses the same (api/README.md "Invalid input"). */

/**
 * A rule's message, read when the rule fails: a schema is built once, at import, and its words must follow the
 * page's language (docs/languages.md).
 */
export const says = (text: () => string) => ({ error: () => text() });

/** A required local date: empty → 'Enter the date.', impossible → 'That date does not exist…'. */
export const requiredDate = () =>
  z.string().check(
    z.minLength(
      1,
      says(() => TEXTS.common.dateRequired),
    ),
    z.refine(
      (v) => v === '' || isLocalDate(v),
      says(() => TEXTS.common.dateUnreal),
    ),
  );

/** An optional local date: empty is none. */
export const optionalDate = () =>
  z.string().check(
    z.refine(
      (v) => v === '' || isLocalDate(v),
      says(() => TEXTS.common.dateUnreal),
    ),
  );

export const requiredTime = () =>
  z.string().check(
    z.minLength(
      1,
      says(() => TEXTS.common.timeRequired),
    ),
    z.refine(
      (v) => v === '' || isLocalTime(v),
      says(() => TEXTS.common.timeUnreal),
    ),
  );

export const optionalTime = () =>
  z.string().check(
    z.refine(
      (v) => v === '' || isLocalTime(v),
      says(() => TEXTS.common.timeUnreal),
    ),
  );

/** Free text of at most `max` characters, saying how long it is when it is too long. */
export const limitedText = (max: number, message = TEXTS.common.tooLong) =>
  z.string().check(
    z.superRefine((value, ctx) => {
      if (value.length > max)
        ctx.issues.push({ code: 'custom', message: message(max, value.length), input: value });
    }),
  );

/**
 * A rule across fields that runs even when a field has its own problem (zod skips object refinements
 * after a field's issue by default): every message shows at once, beside its field.
 */
export const acrossFields = <T extends object>(
  rule: (values: T, report: (path: keyof T & string, message: string) => void) => void,
) =>
  z.superRefine<T>(
    (values, ctx) =>
      rule(values, (path, message) =>
        ctx.issues.push({ code: 'custom', path: [path], message, input: values[path] }),
      ),
    { when: () => true },
  );
