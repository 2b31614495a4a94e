import { useSessionStore } from '@care/shared';
import { usePerson } from './get-person';

/**
 * A screen's h1 text: the spec's title, and for someone looking at another person's pages (a caregiver, a
 * clinician) that person's name after it: 'Health Profile — Margaret Johnson'.
 */
export function usePersonTitle(title: string, personId: number | null): string {
  const signedIn = useSessionStore((state) => state.userId);
  const isOther = personId !== null && signedIn !== null && signedIn !== personId;
  const person = usePerson(isOther ? personId : null);
  const name = person.data?.display_name || person.data?.full_name || '';
  return isOther && name !== '' ? `${title} — ${name}` : title;
}
