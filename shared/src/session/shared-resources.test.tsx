import { act, render, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import {
  invalidatePictures,
  personQueryOptions,
  picturesKey,
  picturesQueryOptions,
  queryClient,
  queryKeys,
} from '../data';
import { SharedProviders } from '../host';
import { resetTestEnvironment, type FakeAdapter } from '../testing';

/**
 * The query cache is one singleton for every remote, so a resource two remotes read has one key and one
 * shape. Here both consumers are mounted on the one client, each reading as its remote does: the care screens'
 * person (its time zone) beside the picture book's (its name); the kiosk's picture tile (polling slowly) beside
 * the picture book's gallery.
 */

const VIEWER = 3;
const PERSON = 7;
let fake: FakeAdapter;
beforeEach(() => {
  fake = resetTestEnvironment();
  queryClient.clear();
});

/** mfe-care's person header: the zone its dates are shown in. */
function CarePerson() {
  const person = useQuery(personQueryOptions(VIEWER, PERSON));
  return <p>Zone: {person.data?.time_zone ?? '…'}</p>;
}

/** mfe-picturebook's intro: the name. */
function BookPerson() {
  const person = useQuery(personQueryOptions(VIEWER, PERSON));
  return <p>Pictures for {person.data?.display_name ?? '…'}</p>;
}

/** The kiosk's picture tile (mfe-care): the pictures, polled every 5 minutes as a safety net. */
function ClockPictures() {
  const pictures = useQuery({
    ...picturesQueryOptions(VIEWER, PERSON),
    refetchInterval: 5 * 60_000,
  });
  return <p>Tile: {pictures.data?.map((p) => p.comment).join(', ') ?? '…'}</p>;
}

/** The picture book's gallery (mfe-picturebook). */
function BookPictures() {
  const pictures = useQuery(picturesQueryOptions(VIEWER, PERSON));
  return <p>Gallery: {pictures.data?.map((p) => p.comment).join(', ') ?? '…'}</p>;
}

const picture = (id: number, comment: string) => ({
  id,
  image_url: `/media/${id}.jpg`,
  thumbnail_url: `/media/${id}-t.jpg`,
  comment,
  user_id: PERSON,
});

test('a person read by the care screens and the picture book: one request, one shape, both complete', async () => {
  fake.on('get', `/users/profile/${PERSON}/`, {
    status: 200,
    data: { id: PERSON, display_name: 'Margaret Johnson', time_zone: 'Europe/London' },
  });
  render(
    <SharedProviders>
      <CarePerson />
      <BookPerson />
    </SharedProviders>,
  );
  expect(await screen.findByText('Zone: Europe/London')).toBeInTheDocument();
  expect(screen.getByText('Pictures for Margaret Johnson')).toBeInTheDocument();
  expect(fake.calls('get', `/users/profile/${PERSON}/`)).toHaveLength(1);
  // The one key of it, whatever the id was read from (a route's '7' is the record's 7).
  expect(personQueryOptions(VIEWER, PERSON).queryKey).toEqual(
    queryKeys.person(VIEWER, 'person', String(PERSON)),
  );
});

test('a change made in the picture book reaches the kiosk’s tile too (one key, one invalidation)', async () => {
  let stored = [picture(1, 'Summer at the lake')];
  fake.on('get', `/users/${PERSON}/picturebook/`, () => ({ status: 200, data: stored }));
  render(
    <SharedProviders>
      <ClockPictures />
      <BookPictures />
    </SharedProviders>,
  );
  expect(await screen.findByText('Tile: Summer at the lake')).toBeInTheDocument();
  expect(screen.getByText('Gallery: Summer at the lake')).toBeInTheDocument();
  expect(fake.calls('get', `/users/${PERSON}/picturebook/`)).toHaveLength(1);

  // An upload in the picture book: it refreshes what the whole suite caches under the pictures' key.
  stored = [...stored, picture(2, 'Our wedding day')];
  await act(() => invalidatePictures(queryClient, VIEWER, String(PERSON)));
  await waitFor(() =>
    expect(screen.getByText('Tile: Summer at the lake, Our wedding day')).toBeInTheDocument(),
  );
  expect(screen.getByText('Gallery: Summer at the lake, Our wedding day')).toBeInTheDocument();
  expect(fake.calls('get', `/users/${PERSON}/picturebook/`)).toHaveLength(2);
  expect(picturesKey(VIEWER, PERSON)).toEqual(['user', VIEWER, 'pictures', PERSON]);
});
