import { setLocale } from '@care/shared';
import { screen, within } from '@testing-library/react';
import { renderScreen, type FakeAdapter } from '@care/shared/testing';
import { ADMIN, picture, servePictureBook } from '../../../test/picture-book';
import { GalleryDialog } from './gallery-dialog';

/** 'Manage PictureBook' in Spanish and Polish: the words, and counts by each language's plural rules. */

const PICTURES = [
  picture(31, 'Playa 1990'),
  picture(32, 'Boda'),
  picture(33, ''),
  picture(34, 'Nieta'),
  picture(35, 'Perro'),
];

let api: FakeAdapter;
beforeEach(() => {
  api = servePictureBook(PICTURES);
});

afterEach(() => setLocale('en'));

function open() {
  return renderScreen(GalleryDialog, {
    user: ADMIN,
    props: { open: true, userId: '7', onClose: jest.fn(), onChanged: jest.fn() },
  });
}

const CASES = [
  {
    language: 'es',
    title: 'Organizar el álbum',
    picture: (position: number) => `Foto ${position} de ${PICTURES.length}`,
    selected: { 1: '1 elegida', 2: '2 elegidas', 5: '5 elegidas' },
    deleteSelected: (n: number) => `Borrar las elegidas (${n})`,
    confirm: '¿Seguro que quiere borrar 2 fotos elegidas?',
    deleted: 'Se han borrado 2 fotos',
  },
  {
    language: 'pl',
    title: 'Porządkuj album',
    picture: (position: number) => `Zdjęcie ${position} z ${PICTURES.length}`,
    selected: { 1: 'Zaznaczono 1 zdjęcie', 2: 'Zaznaczono 2 zdjęcia', 5: 'Zaznaczono 5 zdjęć' },
    deleteSelected: (n: number) => `Usuń zaznaczone (${n})`,
    confirm: 'Czy na pewno usunąć 2 zaznaczone zdjęcia?',
    deleted: 'Usunięto 2 zdjęcia',
  },
] as const;

describe.each(CASES)('GalleryDialog in $language', (t) => {
  beforeEach(() => setLocale(t.language));

  it('counts the selection with the language’s plural', async () => {
    const { user } = open();
    expect(await screen.findByRole('dialog', { name: t.title })).toBeVisible();
    await screen.findAllByRole('listitem');
    const toggle = (position: number) =>
      within(screen.getByRole('listitem', { name: t.picture(position) })).getByRole('button', {
        pressed: false,
      });
    await user.click(toggle(1));
    expect(screen.getByText(t.selected[1])).toBeVisible();
    await user.click(toggle(2));
    expect(screen.getByText(t.selected[2])).toBeVisible();
    for (const position of [3, 4, 5]) await user.click(toggle(position));
    expect(screen.getByText(t.selected[5])).toBeVisible();
    expect(screen.getByRole('button', { name: t.deleteSelected(5) })).toBeEnabled();
  });

  it('asks and reports a deletion in the language', async () => {
    api.on('delete', /\/users\/7\/picturebook\/\d+\/$/, { status: 204 });
    const { user } = open();
    await screen.findAllByRole('listitem');
    for (const position of [1, 2])
      await user.click(
        within(screen.getByRole('listitem', { name: t.picture(position) })).getByRole('button', {
          pressed: false,
        }),
      );
    await user.click(screen.getByRole('button', { name: t.deleteSelected(2) }));
    const dialogs = await screen.findAllByRole('dialog');
    const confirm = dialogs[dialogs.length - 1]!;
    expect(within(confirm).getByText(t.confirm)).toBeVisible();
    await user.click(
      within(confirm).getByRole('button', { name: t.language === 'es' ? 'Borrar' : 'Usuń' }),
    );
    expect(await screen.findByText(t.deleted)).toBeVisible();
  });
});
