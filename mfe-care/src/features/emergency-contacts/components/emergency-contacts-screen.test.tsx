import { act, screen, waitFor, within } from '@testing-library/react';
import { selectVisibleSnackbars, useSnackbarStore } from '@care/shared';
import {
  axeViolations,
  deferredReply,
  renderScreen,
  resetTestEnvironment,
  USERS,
  type FakeAdapter,
} from '@care/shared/testing';
import { normaliseContacts } from '../../../lib/contacts/get-emergency-contacts';
import { contact, servePerson } from '../../../test/care-fixtures';
import { TEXTS } from '../../../texts';
import { EmergencyContactsScreen } from './emergency-contacts-screen';

const T = TEXTS.contacts;
const PATH = '/users/7/emergency-contacts/';

let api: FakeAdapter;

beforeEach(() => {
  api = resetTestEnvironment();
  servePerson(api);
});

function renderContacts(route = '/users/7/emergency-contacts') {
  return renderScreen(EmergencyContactsScreen, { route, user: USERS.clinicalAdmin });
}

const snackbars = () =>
  selectVisibleSnackbars(useSnackbarStore.getState()).map((item) => item.message);

test('contacts as cards with Edit, Delete and Call; the person’s name in the heading; a no-cache read', async () => {
  api.on('get', PATH, {
    status: 200,
    data: [contact(1, 'Emily Johnson', 'Daughter', '(555) 123-4567')],
  });
  renderContacts();
  const card = (await screen.findByRole('heading', { name: 'Emily Johnson' }))
    .parentElement as HTMLElement;
  expect(within(card).getByText('5551234567')).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Edit Emily Johnson' })).toBeInTheDocument();
  expect(within(card).getByRole('button', { name: 'Delete Emily Johnson' })).toBeInTheDocument();
  expect(within(card).getByRole('link', { name: 'Call Emily Johnson' })).toHaveAttribute(
    'href',
    'tel:5551234567',
  );
  expect(api.calls('get', PATH)[0]?.headers['Cache-Control']).toBe('no-cache');
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Emergency Contacts — Margaret Johnson' }),
  ).toBeInTheDocument();
});

test('spec 5: loaded numbers become digits; a contact with more than 20 digits is skipped; {results} works', () => {
  expect(
    normaliseContacts({
      results: [
        contact(1, 'A', 'x', '+44 (0)20 7946 0958'),
        contact(2, 'B', 'x', '1234567890 1234567890 1'),
        contact(3, 'C', 'x', '12345678901234567890'),
      ],
    }).map((c) => [c.id, c.phone_number]),
  ).toEqual([
    [1, '440207946 0958'.replace(/\D/g, '')],
    [3, '12345678901234567890'],
  ]);
  expect(normaliseContacts('nonsense')).toEqual([]);
});

test('adding: trimmed values, Family by default, Saving... with the overlay spinner, then the success message', async () => {
  api.on('get', PATH, { status: 200, data: [] });
  const reply = deferredReply();
  api.on('post', PATH, reply.responder);
  const { user } = renderContacts();
  expect(await screen.findByText(T.none)).toBeInTheDocument();
  const form = screen.getByRole('form', { name: T.addTitle });
  await user.type(within(form).getByLabelText(T.fields.name), '  Dorothy Miles ');
  await user.type(within(form).getByLabelText(T.fields.relationship), 'Neighbour');
  await user.type(within(form).getByLabelText(T.fields.phone), ' 555 444 5555 ');
  await user.click(within(form).getByRole('button', { name: T.add }));
  const busy = await within(form).findByRole('button', { name: T.saving });
  expect(busy).toBeDisabled();
  expect(within(form).getAllByText(T.saving).length).toBeGreaterThanOrEqual(2);
  expect(api.calls('post', PATH)[0]?.body).toEqual({
    name: 'Dorothy Miles',
    relationship: 'Neighbour',
    phone_number: '555 444 5555',
    email: '',
    notes: '',
    contact_type: 'Family',
  });
  api.on('get', PATH, {
    status: 200,
    data: [contact(4, 'Dorothy Miles', 'Neighbour', '5554445555')],
  });
  await act(() =>
    reply.release({ status: 201, data: contact(4, 'Dorothy Miles', 'Neighbour', '5554445555') }),
  );
  expect(await screen.findByRole('heading', { name: 'Dorothy Miles' })).toBeInTheDocument();
  expect(snackbars()).toContain(T.added);
  expect(within(form).getByLabelText(T.fields.name)).toHaveValue('');
});

test('adding: the required fields and the 20-character rule', async () => {
  api.on('get', PATH, { status: 200, data: [] });
  const { user } = renderContacts();
  const form = await screen.findByRole('form', { name: T.addTitle });
  await user.type(within(form).getByLabelText(T.fields.name), '   ');
  await user.click(within(form).getByRole('button', { name: T.add }));
  expect(await within(form).findByText(T.requiredAdd)).toBeInTheDocument();
  await user.type(within(form).getByLabelText(T.fields.name), 'Ann');
  await user.type(within(form).getByLabelText(T.fields.relationship), 'Friend');
  await user.type(within(form).getByLabelText(T.fields.phone), '123456789012345678901');
  await user.click(within(form).getByRole('button', { name: T.add }));
  expect(within(form).getByLabelText(T.fields.phone)).toHaveAccessibleDescription(T.phoneTooLong);
  expect(api.calls('post', PATH)).toHaveLength(0);
});

test('adding fails: the spec’s message, or the server’s words for a refused value', async () => {
  api.on('get', PATH, { status: 200, data: [] });
  api.once('post', PATH, { status: 500, data: {} });
  api.once('post', PATH, { status: 400, data: { detail: 'Enter a valid email address.' } });
  const { user } = renderContacts();
  const form = await screen.findByRole('form', { name: T.addTitle });
  await user.type(within(form).getByLabelText(T.fields.name), 'Ann');
  await user.type(within(form).getByLabelText(T.fields.relationship), 'Friend');
  await user.type(within(form).getByLabelText(T.fields.phone), '555');
  await user.click(within(form).getByRole('button', { name: T.add }));
  expect(await within(form).findByText(T.addFailed)).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: T.add }));
  expect(await within(form).findByText('Enter a valid email address.')).toBeInTheDocument();
});

test('editing: the Edit Contact form appears with the contact, offers Emergency Contact, and saves with PUT', async () => {
  api.on('get', PATH, {
    status: 200,
    data: [contact(1, 'Emily Johnson', 'Daughter', '5551234567')],
  });
  api.on('put', `${PATH}1/`, (request) => ({
    status: 200,
    data: { ...contact(1, 'Emily', 'Daughter', '5551234567'), ...(request.body as object) },
  }));
  const { user } = renderContacts();
  expect(screen.queryByRole('form', { name: T.editTitle })).not.toBeInTheDocument();
  await user.click(await screen.findByRole('button', { name: 'Edit Emily Johnson' }));
  const form = screen.getByRole('form', { name: T.editTitle });
  expect(within(form).getByLabelText(T.fields.name)).toHaveFocus();
  expect(within(form).getByLabelText(T.fields.name)).toHaveValue('Emily Johnson');
  expect(
    within(within(form).getByLabelText(T.fields.type)).getByRole('option', {
      name: 'Emergency Contact',
    }),
  ).toBeInTheDocument();
  expect(
    within(
      within(screen.getByRole('form', { name: T.addTitle })).getByLabelText(T.fields.type),
    ).queryByRole('option', {
      name: 'Emergency Contact',
    }),
  ).not.toBeInTheDocument();
  await user.selectOptions(within(form).getByLabelText(T.fields.type), 'Emergency Contact');
  await user.clear(within(form).getByLabelText(T.fields.relationship));
  await user.click(within(form).getByRole('button', { name: T.saveChanges }));
  expect(await within(form).findByText(T.requiredEdit)).toBeInTheDocument();
  await user.type(within(form).getByLabelText(T.fields.relationship), ' Daughter ');
  await user.click(within(form).getByRole('button', { name: T.saveChanges }));
  await waitFor(() =>
    expect(screen.queryByRole('form', { name: T.editTitle })).not.toBeInTheDocument(),
  );
  expect(api.calls('put', `${PATH}1/`)[0]?.body).toMatchObject({
    relationship: 'Daughter',
    contact_type: 'Emergency Contact',
  });
  expect(snackbars()).toContain(T.updated);
});

test('editing fails: the server’s message when it has one, else the spec’s', async () => {
  api.on('get', PATH, {
    status: 200,
    data: [contact(1, 'Emily Johnson', 'Daughter', '5551234567')],
  });
  api.once('put', `${PATH}1/`, {
    status: 400,
    data: { message: 'Phone number cannot exceed 20 characters.' },
  });
  api.once('put', `${PATH}1/`, { status: 500, data: {} });
  const { user } = renderContacts();
  await user.click(await screen.findByRole('button', { name: 'Edit Emily Johnson' }));
  const form = screen.getByRole('form', { name: T.editTitle });
  await user.click(within(form).getByRole('button', { name: T.saveChanges }));
  expect(
    await within(form).findByText('Phone number cannot exceed 20 characters.'),
  ).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: T.saveChanges }));
  expect(await within(form).findByText(T.updateFailed)).toBeInTheDocument();
  await user.click(within(form).getByRole('button', { name: T.cancel }));
  expect(screen.queryByRole('form', { name: T.editTitle })).not.toBeInTheDocument();
});

test('deleting asks first; Cancel keeps the contact; Delete removes it and says so', async () => {
  api.on('get', PATH, {
    status: 200,
    data: [contact(1, 'Emily Johnson', 'Daughter', '5551234567')],
  });
  api.on('delete', `${PATH}1/`, () => {
    api.on('get', PATH, { status: 200, data: [] });
    return { status: 204 };
  });
  const { user } = renderContacts();
  await user.click(await screen.findByRole('button', { name: 'Delete Emily Johnson' }));
  const dialog = screen.getByRole('dialog', { name: T.confirmTitle });
  expect(dialog).toHaveTextContent(T.confirmMessage('Emily Johnson'));
  await user.click(within(dialog).getByRole('button', { name: T.cancel }));
  expect(api.calls('delete', `${PATH}1/`)).toHaveLength(0);
  await user.click(screen.getByRole('button', { name: 'Delete Emily Johnson' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.delete }));
  expect(await screen.findByText(T.none)).toBeInTheDocument();
  expect(snackbars()).toContain(T.deleted);
});

test('a failed delete says so', async () => {
  api.on('get', PATH, {
    status: 200,
    data: [contact(1, 'Emily Johnson', 'Daughter', '5551234567')],
  });
  api.on('delete', `${PATH}1/`, { status: 500, data: {} });
  const { user } = renderContacts();
  await user.click(await screen.findByRole('button', { name: 'Delete Emily Johnson' }));
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.delete }));
  expect(await screen.findByText(T.deleteFailed)).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Emily Johnson' })).toBeInTheDocument();
});

test('a failed list says so; a user id that is not a positive number fetches nothing', async () => {
  api.on('get', PATH, { status: 500, data: {} });
  renderContacts();
  expect(await screen.findByText(T.fetchFailed, {}, { timeout: 4000 })).toBeInTheDocument();
});

test.each([
  '/users/0/emergency-contacts',
  '/users/null/emergency-contacts',
  '/users/-2/emergency-contacts',
])('%s: Invalid user ID.', (route) => {
  renderContacts(route);
  expect(screen.getByRole('alert')).toHaveTextContent(T.invalidUser);
  expect(api.calls('get', /emergency-contacts/)).toHaveLength(0);
});

test('in kiosk mode the Call button says calling is not available until a voice implementation is there', async () => {
  api.on('get', PATH, {
    status: 200,
    data: [contact(1, 'Emily Johnson', 'Daughter', '5551234567')],
  });
  renderScreen(EmergencyContactsScreen, {
    route: '/users/7/emergency-contacts',
    user: USERS.clinicalAdmin,
    kiosk: true,
  });
  const call = await screen.findByRole('button', { name: 'Call Emily Johnson' });
  expect(call).toBeDisabled();
  expect(call).toHaveAttribute('title', T.callUnavailable);
});

test('no accessibility violations', async () => {
  api.on('get', PATH, {
    status: 200,
    data: [contact(1, 'Emily Johnson', 'Daughter', '5551234567')],
  });
  const { container } = renderContacts();
  await screen.findByRole('heading', { name: 'Emily Johnson' });
  expect(await axeViolations(container)).toEqual([]);
});
