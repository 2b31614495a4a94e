import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button, setAvailableForCalls, Switch, testCall, useCallStore } from '@care/shared';
import { TEXTS } from '../../../texts';
import { callTitle } from './call-labels';
import { CallPanel } from './call-panel';

const Dock = styled.aside`
  position: fixed;
  right: ${({ theme }) => theme.space(2)};
  bottom: ${({ theme }) => theme.space(2)};
  z-index: ${({ theme }) => theme.zIndex.menu - 1};
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space(1)};
  max-width: calc(100vw - ${({ theme }) => theme.space(4)});
`;

const Card = styled.section`
  width: 22rem;
  max-width: 100%;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadow};
`;

const Heading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.font.size.h2};
`;

const Muted = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(1)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/**
 * Outside kiosk mode: a small corner dock. While a call rings or is on, it shows the call; otherwise a Calls
 * button opens 'Available for calls' (this browser rings for incoming calls) and a test call.
 */
export function CallDock() {
  const call = useCallStore((state) => state.call);
  const available = useCallStore((state) => state.availableForCalls);
  const deviceState = useCallStore((state) => state.deviceState);
  const [open, setOpen] = useState(false);
  const settingsId = useId();
  const headingId = useId();

  if (call) {
    return (
      <Dock aria-labelledby={headingId}>
        <Card>
          <Heading id={headingId}>{callTitle(call)}</Heading>
          <CallPanel call={call} />
        </Card>
      </Dock>
    );
  }

  return (
    <Dock aria-label={TEXTS.dock.title}>
      {open && (
        <Card id={settingsId} aria-labelledby={headingId}>
          <Heading id={headingId}>{TEXTS.dock.title}</Heading>
          <Switch
            label={TEXTS.dock.available}
            checked={available}
            onCheckedChange={setAvailableForCalls}
          />
          <Muted>{TEXTS.dock.availableHint}</Muted>
          <Muted role="status">{TEXTS.dock.deviceState[deviceState]}</Muted>
          <Button type="button" variant="secondary" onClick={() => void testCall()}>
            {TEXTS.dock.testCall}
          </Button>
          <Muted>{TEXTS.dock.testCallHint}</Muted>
        </Card>
      )}
      <Button
        type="button"
        variant={available ? 'primary' : 'secondary'}
        aria-expanded={open}
        aria-controls={open ? settingsId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {TEXTS.dock.open}
      </Button>
    </Dock>
  );
}
