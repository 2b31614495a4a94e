import { screen, within } from '@testing-library/react';
import { axeViolations, renderScreen, USERS } from '@care/shared/testing';
import type { ApiSchema } from '@care/shared';
import { userListReply } from '../../../test/fixtures';
import { TEXTS } from '../../../texts';
import { MessagesScreen } from './messages-screen';
import { freshApiEachTest } from '../../../test/environment';

const T = TEXTS.messages;
const MESSAGES = '/admin/messages/';
const SUPPORT = '/admin/support/';

type Message = ApiSchema<'AdminMessage'>;
type Support = ApiSchema<'AdminSupportRequest'>;

const message = (over: Partial<Message> = {}): Message => ({
  id: 31,
  recipient_id: 5,
  recipient_name: 'Margaret Johnson',
  sender_id: 4,
  sender_name: 'Sue Super',
  subject: 'Lunch',
  body: 'Lunch is at one today.',
  created_at: '2026-11-22T09:00:00.000Z',
  acknowledged: false,
  acknowledged_at: null,
  ...over,
});

const request = (over: Partial<Support> = {}): Support => ({
  id: 41,
  subject: 'Kiosk screen is dark',
  message: 'Nothing shows since this morning.',
  category: 'kiosk',
  status: 'open',
  user_id: 10,
  user_name: 'Carla Giver',
  user_email: 'carla@example.test',
  created_at: '2026-11-22T08:00:00.000Z',
  ...over,
});

const pageOf = <R,>(results: R[]) => ({
  status: 200,
  data: { count: results.length, page: 1, page_size: 25, results },
});

const api = freshApiEachTest(() => {
  api.on('get', MESSAGES, pageOf([message()]));
  api.on('get', SUPPORT, pageOf([request()]));
  api.on('get', '/admin/users/', userListReply());
});

const open = (route = '/messages', viewer = USERS.superuser) =>
  renderScreen(MessagesScreen, { route, user: viewer });

describe('send a message to a person', () => {
  test('both fields are required, said next to each, and nothing is sent', async () => {
    const { user } = open();
    const form = await screen.findByRole('form', { name: T.sendTitle });
    await user.click(within(form).getByRole('button', { name: T.send }));
    expect(within(form).getByText(T.recipientRequired)).toBeInTheDocument();
    expect(within(form).getByText(T.bodyRequired)).toBeInTheDocument();
    expect(api.calls('post', '/messages/send/')).toHaveLength(0);
  });

  test('choose a person, write, send: "Message sent." and the form empties', async () => {
    api.on('post', '/messages/send/', { status: 201, data: message() });
    const { user, container } = open();
    const form = await screen.findByRole('form', { name: T.sendTitle });
    await user.type(within(form).getByRole('combobox', { name: new RegExp(T.recipient) }), 'marg');
    await user.click(await within(form).findByRole('option', { name: /Margaret Johnson/ }));
    await user.type(within(form).getByLabelText(T.subject), ' Lunch ');
    await user.type(within(form).getByLabelText(T.body), '  Lunch is at one today. ');
    await user.click(within(form).getByRole('button', { name: T.send }));
    expect(await within(form).findByText(T.sent)).toBeInTheDocument();
    expect(api.calls('post', '/messages/send/')[0]?.body).toEqual({
      recipient_id: 5,
      subject: 'Lunch',
      body: 'Lunch is at one today.',
    });
    expect(within(form).getByLabelText(T.body)).toHaveValue('');
    expect(await axeViolations(container)).toEqual([]);
  });

  test('a link with ?to= starts with that person chosen; a refusal is said', async () => {
    api.on('post', '/messages/send/', { status: 0, networkError: true });
    const { user } = open('/messages?to=5&name=Margaret%20Johnson');
    const form = await screen.findByRole('form', { name: T.sendTitle });
    expect(within(form).getByRole('group', { name: T.recipient })).toHaveTextContent(
      'Margaret Johnson',
    );
    await user.type(within(form).getByLabelText(T.body), 'Hello');
    await user.click(within(form).getByRole('button', { name: T.send }));
    expect(await within(form).findByRole('alert')).toBeInTheDocument();
    expect(within(form).queryByText(T.sent)).not.toBeInTheDocument();
  });
});

describe('the message being written is kept (docs/product.md 2.16, "Messages and support")', () => {
  const draftKeys = () =>
    Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i) ?? '').filter(
      (key) => key.startsWith('care_draft:'),
    );

  async function write(route = '/messages') {
    const view = open(route);
    const form = await screen.findByRole('form', { name: T.sendTitle });
    await view.user.type(
      within(form).getByRole('combobox', { name: new RegExp(T.recipient) }),
      'marg',
    );
    await view.user.click(await within(form).findByRole('option', { name: /Margaret Johnson/ }));
    await view.user.type(within(form).getByLabelText(T.subject), 'Lunch');
    await view.user.type(within(form).getByLabelText(T.body), 'Lunch is at one today.');
    return view;
  }

  test('the Support tab and back (the form unmounted and mounted again): person, subject and text are there', async () => {
    const first = await write();
    first.unmount();
    open('/messages?tab=support').unmount();
    const { container } = open('/messages');
    const form = await screen.findByRole('form', { name: T.sendTitle });
    expect(within(form).getByRole('group', { name: T.recipient })).toHaveTextContent(
      'Margaret Johnson',
    );
    expect(within(form).getByLabelText(T.subject)).toHaveValue('Lunch');
    expect(within(form).getByLabelText(T.body)).toHaveValue('Lunch is at one today.');
    expect(draftKeys()).toEqual([`care_draft:${USERS.superuser.id}:message:0`]);
    expect(await axeViolations(container)).toEqual([]);
  });

  test('sending removes it: the form comes back empty', async () => {
    api.on('post', '/messages/send/', { status: 201, data: message() });
    const { user, unmount } = await write();
    await user.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByText(T.sent)).toBeInTheDocument();
    expect(draftKeys()).toEqual([]);
    unmount();
    open('/messages');
    const form = await screen.findByRole('form', { name: T.sendTitle });
    expect(within(form).getByLabelText(T.body)).toHaveValue('');
  });

  test('a refused send keeps it', async () => {
    api.on('post', '/messages/send/', { status: 0, networkError: true });
    const { user } = await write();
    await user.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(draftKeys()).toHaveLength(1);
  });

  test('the form opened for one person keeps its own; text wiped out keeps nothing', async () => {
    const { user, unmount } = open('/messages?to=5&name=Margaret%20Johnson');
    const form = await screen.findByRole('form', { name: T.sendTitle });
    await user.type(within(form).getByLabelText(T.body), 'For Margaret');
    unmount();
    open('/messages').unmount();
    const again = open('/messages?to=5&name=Margaret%20Johnson');
    const body = within(await screen.findByRole('form', { name: T.sendTitle })).getByLabelText(
      T.body,
    );
    expect(body).toHaveValue('For Margaret');
    expect(draftKeys()).toEqual([`care_draft:${USERS.superuser.id}:message:5`]);
    await again.user.clear(body);
    expect(draftKeys()).toEqual([]);
  });
});

describe('sent messages: acknowledged or waiting', () => {
  test('each message shows its state; filters come from the URL', async () => {
    api.on(
      'get',
      MESSAGES,
      pageOf([
        message(),
        message({ id: 32, acknowledged: true, acknowledged_at: new Date().toISOString() }),
      ]),
    );
    open('/messages?recipient=5&name=Margaret%20Johnson&state=unacknowledged');
    const table = await screen.findByRole('table', { name: T.caption });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(T.waiting);
    expect(rows[0]).toHaveTextContent('Lunch: Lunch is at one today.');
    expect(rows[1]).toHaveTextContent(T.acknowledgedAt(TEXTS.common.justNow));
    expect(api.calls('get', MESSAGES)[0]?.params).toEqual({
      recipient_id: 5,
      acknowledged: false,
      page: 1,
      page_size: 25,
    });
  });

  test('changing the state filter changes the URL', async () => {
    const { user, navigate } = open();
    await screen.findByRole('table', { name: T.caption });
    await user.selectOptions(screen.getByLabelText(T.filterState), T.acknowledged);
    expect(navigate).toHaveBeenCalledWith('/messages?state=acknowledged', { replace: true });
  });

  test('nothing matches: "No message matches."', async () => {
    api.on('get', MESSAGES, pageOf([]));
    open();
    expect(await screen.findByText(T.none)).toBeInTheDocument();
  });
});

describe('support requests with status', () => {
  test('the tabs switch by URL; a full admin changes a status and it is saved', async () => {
    api.on('patch', '/support/41/', { status: 200, data: request({ status: 'in_progress' }) });
    const { user, navigate, container } = open('/messages?tab=support&status=open');
    expect(screen.getByRole('button', { name: T.supportTab })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const table = await screen.findByRole('table', { name: T.supportCaption });
    expect(table).toHaveTextContent('Carla Giver');
    expect(api.calls('get', SUPPORT)[0]?.params).toEqual({
      status: 'open',
      page: 1,
      page_size: 25,
    });
    await user.selectOptions(
      within(table).getByRole('combobox', { name: T.statusFor('Kiosk screen is dark') }),
      T.status.in_progress,
    );
    expect(await screen.findByText(T.statusSaved)).toBeInTheDocument();
    expect(api.calls('patch', '/support/41/')[0]?.body).toEqual({ status: 'in_progress' });
    expect(await axeViolations(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: T.messagesTab }));
    expect(navigate).toHaveBeenCalledWith('/messages');
  });

  test('a clinical admin sees the status as text, without changing it', async () => {
    open('/messages?tab=support', USERS.clinicalAdmin);
    const table = await screen.findByRole('table', { name: T.supportCaption });
    expect(within(table).queryByRole('combobox')).not.toBeInTheDocument();
    expect(table).toHaveTextContent(T.status.open);
  });

  test('a refused change says so', async () => {
    api.on('patch', '/support/41/', { status: 500, data: {} });
    const { user } = open('/messages?tab=support');
    const table = await screen.findByRole('table', { name: T.supportCaption });
    await user.selectOptions(within(table).getByRole('combobox'), T.status.resolved);
    expect(await screen.findByText(T.statusFailed)).toBeInTheDocument();
  });

  test('no request matches: "No support request matches."', async () => {
    api.on('get', SUPPORT, pageOf([]));
    open('/messages?tab=support&status=resolved');
    expect(await screen.findByText(T.supportNone)).toBeInTheDocument();
  });
});
