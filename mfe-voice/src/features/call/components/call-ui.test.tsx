import { act, screen, within } from '@testing-library/react';
import { reportCallState, useCallStore } from '@care/shared';
import type { CurrentCall } from '@care/shared';
import { axeViolations, renderScreen, resetTestEnvironment, USERS } from '@care/shared/testing';
import { registerFakeImplementation } from '../../../test/fake-implementation';
import { setInputLevel } from '../stores/input-level-store';
import { CallDock } from './call-dock';
import { formatDuration } from './call-labels';
import { KioskCallScreen } from './kiosk-call-screen';

function call(overrides: Partial<CurrentCall> = {}): CurrentCall {
  return {
    id: 1,
    direction: 'outgoing',
    kind: 'call',
    party: { name: 'Sarah Johnson', number: '5550100', identity: null },
    status: 'open',
    muted: false,
    connectedAt: Date.now() - 65_000,
    ...overrides,
  };
}

/** The kiosk's call screen, signed in as the kiosk's user. */
const renderKiosk = () => renderScreen(KioskCallScreen, { kiosk: true, user: USERS.kioskUser });
/** The corner dock of a signed-in staff member's browser. */
const renderDock = () => renderScreen(CallDock, { user: USERS.admin });

beforeEach(() => {
  resetTestEnvironment();
});

describe('kiosk call screen', () => {
  it('shows nothing without a call', () => {
    registerFakeImplementation();
    renderKiosk();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows who, status, duration, level; mute, keypad and hang up reach the call', async () => {
    const implementation = registerFakeImplementation();
    reportCallState({ call: call() });
    setInputLevel(0.42);
    const { user } = renderKiosk();

    const dialog = screen.getByRole('dialog', { name: 'Call with Sarah Johnson' });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Connected');
    expect(dialog).toHaveTextContent('Call duration: 1:05');
    expect(within(dialog).getByRole('meter', { name: 'Microphone level' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Mute' }));
    expect(implementation.setMuted).toHaveBeenCalledWith(true);

    await user.click(within(dialog).getByRole('button', { name: 'Keypad' }));
    const keypad = within(dialog).getByRole('group', { name: 'Keypad' });
    for (const key of ['1', '*', '#', '0']) {
      await user.click(within(keypad).getByRole('button', { name: key }));
    }
    expect(implementation.sendDigits.mock.calls.map(([digits]) => digits)).toEqual([
      '1',
      '*',
      '#',
      '0',
    ]);
    expect(dialog).toHaveTextContent('Digits sent: 1*#0');
    expect(within(dialog).getByRole('button', { name: 'Hide keypad' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Hang up' }));
    expect(implementation.hangUp).toHaveBeenCalledTimes(1);
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('shows muted and the phases of a call as it goes', () => {
    registerFakeImplementation();
    reportCallState({ call: call({ status: 'connecting', connectedAt: null }) });
    renderKiosk();
    expect(screen.getByRole('status')).toHaveTextContent('Connecting...');
    act(() => reportCallState({ call: call({ status: 'ringing', connectedAt: null }) }));
    expect(screen.getByRole('status')).toHaveTextContent('Ringing...');
    act(() => reportCallState({ call: call({ muted: true }) }));
    expect(screen.getByRole('status')).toHaveTextContent('Connected · Microphone off');
    expect(screen.getByRole('button', { name: 'Mute' })).toHaveAttribute('aria-pressed', 'true');
    act(() => reportCallState({ call: call({ status: 'closed' }) }));
    expect(screen.getByRole('status')).toHaveTextContent('Call ended');
    expect(screen.queryByRole('button', { name: 'Hang up' })).not.toBeInTheDocument();
    act(() => reportCallState({ call: null }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('names an incoming caller', () => {
    registerFakeImplementation();
    reportCallState({
      call: call({
        direction: 'incoming',
        status: 'connecting',
        party: { name: 'Dr Clinician', number: null, identity: 'user-9' },
      }),
    });
    renderKiosk();
    expect(
      screen.getByRole('dialog', { name: 'Incoming call from Dr Clinician' }),
    ).toBeInTheDocument();
  });
});

describe('call dock (outside kiosk mode)', () => {
  it('opens to "Available for calls" and a test call', async () => {
    const implementation = registerFakeImplementation();
    const { user } = renderDock();
    const open = screen.getByRole('button', { name: 'Calls' });
    expect(open).toHaveAttribute('aria-expanded', 'false');
    await user.click(open);
    expect(open).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Test call' }));
    expect(implementation.placeCall).toHaveBeenCalledWith({
      to: 'service:echo',
      kind: 'test',
      party: { name: null, number: null, identity: null },
    });
    expect(screen.getByRole('status')).toHaveTextContent('Not connected');
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('rings with Answer and Decline, then shows the call', async () => {
    const implementation = registerFakeImplementation();
    reportCallState({
      call: call({
        direction: 'incoming',
        status: 'pending',
        connectedAt: null,
        party: { name: 'Margaret Johnson', number: null, identity: 'user-1' },
      }),
    });
    const { user } = renderDock();
    const dock = screen.getByRole('complementary', { name: 'Incoming call from Margaret Johnson' });
    expect(within(dock).getByRole('status')).toHaveTextContent('Incoming call');
    await user.click(within(dock).getByRole('button', { name: 'Answer' }));
    expect(implementation.answer).toHaveBeenCalledTimes(1);
    await user.click(within(dock).getByRole('button', { name: 'Decline' }));
    expect(implementation.decline).toHaveBeenCalledTimes(1);
    expect(within(dock).queryByRole('button', { name: 'Hang up' })).not.toBeInTheDocument();
    expect(await axeViolations(document.body)).toEqual([]);
  });

  it('names a test call and says what to expect', () => {
    registerFakeImplementation();
    reportCallState({
      call: call({ kind: 'test', party: { name: null, number: null, identity: null } }),
    });
    renderDock();
    expect(screen.getByRole('complementary', { name: 'Test call' })).toHaveTextContent(
      'You should hear yourself.',
    );
    expect(useCallStore.getState().call?.kind).toBe('test');
  });
});

describe('durations', () => {
  it('read as minutes and seconds, hours when needed', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(65_400)).toBe('1:05');
    expect(formatDuration(3_725_000)).toBe('1:02:05');
  });
});
