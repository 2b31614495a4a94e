import { useEffect, useState } from 'react';
import { TEXTS } from '../../texts';

/** The QR's side on the kiosk's screen (px): large enough for a phone at arm's length, small enough for 600 px. */
const QR_SIZE = 280;

/**
 * A QR code of the pairing code, drawn as SVG squares. The encoder (uqr, a few KB) is loaded only when a device
 * pairs, never with the kiosk's first JavaScript (scripts/size-report.mjs keeps that budget).
 */
export function PairingQr({ text }: { text: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    import(/* webpackChunkName: "qr" */ 'uqr')
      .then(({ encode }) => {
        if (live) setModules(encode(text, { ecc: 'M', border: 2 }).data);
      })
      // The code is on the screen in letters too: a QR that cannot be drawn leaves only that.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [text]);
  if (modules === null) return null;
  const size = modules.length;
  return (
    <svg
      role="img"
      aria-label={TEXTS.kioskSetup.qrLabel(text)}
      data-testid="kiosk-pairing-qr"
      viewBox={`0 0 ${size} ${size}`}
      width={QR_SIZE}
      height={QR_SIZE}
      shapeRendering="crispEdges"
      style={{ flex: '0 0 auto' }}
    >
      <rect width={size} height={size} fill="#ffffff" />
      {modules.flatMap((row, y) =>
        row.map((dark, x) =>
          dark ? <rect key={`${x}-${y}`} x={x} y={y} width={1} height={1} fill="#000000" /> : null,
        ),
      )}
    </svg>
  );
}
