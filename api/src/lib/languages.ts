/**
 * The languages a person's screens can be shown in: the BCP 47 tags the product has message catalogs for, in
 * their canonical lowercase form. English is the specification's own text and every account's language until
 * one is chosen. The browser packages hold their own list (they share no package with the API); the two must
 * name the same tags. The database admits exactly these (the CHECK of migration 20): a new tag needs a
 * migration that replaces that CHECK as well as an entry here.
 */
export const LANGUAGES = ['en', 'es', 'pl', 'cy'] as const;

export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

const TAGS: ReadonlySet<string> = new Set(LANGUAGES);
/** Whether `tag` is one of the languages, exactly as listed (`ES` and `es-ES` are not). */
export const isLanguage = (tag: unknown): tag is Language =>
  typeof tag === 'string' && TAGS.has(tag);

/** The refusal of any other tag, naming those accepted. */
export const UNKNOWN_LANGUAGE = `Unknown language: use one of ${LANGUAGES.join(', ')}.`;
