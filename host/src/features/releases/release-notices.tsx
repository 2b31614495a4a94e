import { useState } from 'react';
import styled from 'styled-components';
import { Alert, Button, clearReleasePins, useReleaseStore } from '@care/shared';
import type { RemoteName } from '@care/shared';
import { TEXTS } from '../../texts';
import { pageLoad } from './deploy-state';

const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(1)} auto;
  max-width: 72rem;
  padding: 0 ${({ theme }) => theme.space(2)};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  justify-content: space-between;
`;

const areaOf = (remote: RemoteName): string => TEXTS.releases.areas[remote];

/**
 * A kiosk's line: in the top corner, where the clock's face leaves room, outside the layout (the clock page must not
 * scroll at 1024×600), and with nothing to
 * press (the person there should not end a trial by accident; an administrator ends it from the admin dashboard).
 */
const KioskPin = styled.p`
  position: fixed;
  right: ${({ theme }) => theme.space(1)};
  top: ${({ theme }) => theme.space(0.5)};
  margin: 0;
  padding: ${({ theme }) => `${theme.space(0.5)} ${theme.space(1)}`};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.severity.warning.bg};
  color: ${({ theme }) => theme.colors.severity.warning.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  z-index: 1;
`;

/**
 * What a person sees of releases (docs/deploying.md, "What a person sees"): on the site, a calm note while a part
 * of the app shows its previous version (its newest release could not be used), which they may dismiss; everywhere
 * (kiosks too), while this browser is pinned to a release an administrator is trying, a line that says so and ends
 * it in one click. A kiosk never shows the fallback note (the person there needs nothing of it, and it is reported),
 * and shows a pin as a small corner line.
 */
export default function ReleaseNotices({ kiosk }: { kiosk: boolean }) {
  const fallbacks = useReleaseStore((state) => state.fallbacks);
  const pins = useReleaseStore((state) => state.pins);
  const [dismissed, setDismissed] = useState(false);
  const fallbackAreas = (Object.keys(fallbacks) as RemoteName[]).map(areaOf);
  const pinned = (Object.entries(pins) as [RemoteName, string][]).filter(([, id]) => id);
  const showFallback = !kiosk && !dismissed && fallbackAreas.length > 0;
  if (kiosk) {
    return pinned.length > 0 ? (
      <KioskPin role="status" data-testid="release-pin-notice">
        {TEXTS.releases.kioskPinned}
      </KioskPin>
    ) : null;
  }
  if (!showFallback && pinned.length === 0) return null;
  return (
    <Notices>
      {pinned.length > 0 && (
        <Alert severity="warning" data-testid="release-pin-notice">
          <Row>
            <span>
              {TEXTS.releases.pinned(
                pinned.map(([remote, id]) => `${areaOf(remote)} (${id})`).join(', '),
              )}
            </span>
            <Button
              type="button"
              variant="secondary"
              onClick={() => {
                clearReleasePins();
                pageLoad.run();
              }}
            >
              {TEXTS.releases.stopTrying}
            </Button>
          </Row>
        </Alert>
      )}
      {showFallback && (
        <Alert severity="info" data-testid="release-fallback-notice">
          <Row>
            <span>{TEXTS.releases.fallback(fallbackAreas.join(', '))}</span>
            <Button type="button" variant="secondary" onClick={() => setDismissed(true)}>
              {TEXTS.releases.dismiss}
            </Button>
          </Row>
        </Alert>
      )}
    </Notices>
  );
}
