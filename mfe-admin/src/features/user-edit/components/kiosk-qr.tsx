import { useEffect, useState } from 'react';
import { TEXTS } from '../../../texts';

/**
 * A QR code of the device id, drawn as SVG squares. The encoder (uqr, a few KB) is loaded only
 * when a kiosk is bound, never with the screen.
 */
export function KioskQr({ text }: { text: string }) {
  const [modules, setModules] = useState<boolean[][] | null>(null);
  useEffect(() => {
    let live = true;
    void import(/* webpackChunkName: "qr" */ 'uqr').then(({ encode }) => {
      if (live) setModules(encode(text, { ecc: 'M', border: 2 }).data);
    });
    return () => {
      live = false;
    };
  }, [text]);
  if (modules === null) return null;
  const size = modules.length;
  return (
    <svg
      role="img"
      aria-label={TEXTS.kiosk.qrLabel(text)}
      viewBox={`0 0 ${size} ${size}`}
      width={Math.max(160, size * 5)}
      height={Math.max(160, size * 5)}
      shapeRendering="crispEdges"
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
