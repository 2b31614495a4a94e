import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  Card,
  REMOTE_NAMES,
  clearReleasePins,
  pinRelease,
  useReleaseStore,
} from '@care/shared';
import type { RemoteName } from '@care/shared';
import { Badge, Muted } from '../../../lib/table';
import { TEXTS } from '../../../texts';

const T = TEXTS.dashboard.newVersions;

/** A pin takes effect only when the page loads again, so trying or stopping reloads at once. */
const reloadPage = (): void => window.location.reload();

const AreaTitle = styled.h3`
  margin: ${({ theme }) => `${theme.space(2)} 0 ${theme.space(1)}`};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const Versions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const Version = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const RefusedAlert = styled(Alert)`
  margin-top: ${({ theme }) => theme.space(1)};
`;

interface Offered {
  id: string;
  pinned: boolean;
}

/**
 * The versions of one area this browser may try, newest first. A pin whose release is no longer listed is kept
 * in the list too: the loader normally drops such pins, but until it has, the administrator must still see what
 * this browser is on and be able to stop.
 */
function offeredOf(ids: string[], pinned: string | undefined): Offered[] {
  const all = pinned !== undefined && !ids.includes(pinned) ? [pinned, ...ids] : ids;
  return all.map((id) => ({ id, pinned: id === pinned }));
}

/**
 * Candidate releases an administrator may try on this browser (or kiosk) before they go to everyone, by area of
 * the app; the releases this browser already tries, with a way back.
 *
 * With nothing to try the card still shows, saying so: an administrator told "a new version is ready to try"
 * looks here, and a card that is missing cannot tell "nothing is waiting" from "you are in the wrong place".
 */
export function NewVersionsCard({ reload = reloadPage }: { reload?: () => void }) {
  const candidates = useReleaseStore((state) => state.candidates);
  const pins = useReleaseStore((state) => state.pins);
  const [refused, setRefused] = useState<RemoteName | null>(null);
  const headingId = useId();
  const areas = REMOTE_NAMES.map((remote) => ({
    remote,
    offered: offeredOf(
      (candidates[remote] ?? []).map((candidate) => candidate.id),
      pins[remote],
    ),
  })).filter((area) => area.offered.length > 0);
  const tryingAny = areas.some((area) => area.offered.some((version) => version.pinned));

  function tryVersion(remote: RemoteName, id: string): void {
    // Refused when the session is not an administrator's, or the release is no longer offered (the list was
    // re-read since this card drew it): nothing changed, so no reload.
    if (!pinRelease(remote, id)) {
      setRefused(remote);
      return;
    }
    reload();
  }

  function stopTrying(): void {
    clearReleasePins();
    reload();
  }

  return (
    <Card role="region" aria-labelledby={headingId} title={<span id={headingId}>{T.title}</span>}>
      <p>{T.intro}</p>
      {areas.length === 0 && <p>{T.none}</p>}
      {areas.map(({ remote, offered }) => (
        <div key={remote}>
          <AreaTitle>{T.areas[remote]}</AreaTitle>
          <Versions>
            {offered.map((version) => (
              <Version key={version.id}>
                <span>{T.version(version.id)}</span>
                {version.pinned ? (
                  <>
                    <Badge tone="warn">{T.trying}</Badge>
                    <Button variant="secondary" onClick={stopTrying}>
                      {T.stopTrying}
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="secondary"
                    aria-label={T.tryItLabel(T.areas[remote], version.id)}
                    onClick={() => tryVersion(remote, version.id)}
                  >
                    {T.tryIt}
                  </Button>
                )}
              </Version>
            ))}
          </Versions>
          {refused === remote && <RefusedAlert severity="error">{T.refused}</RefusedAlert>}
        </div>
      ))}
      {tryingAny && (
        <p>
          <Muted>{T.stopHint}</Muted>
        </p>
      )}
    </Card>
  );
}
