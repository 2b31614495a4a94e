import { useEffect, useState } from 'react';
import { formatDuration } from './call-labels';

/** The time since the call connected, ticking every second. */
export function CallDuration({ since }: { since: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return (
    <time dateTime={`PT${Math.floor((now - since) / 1000)}S`}>{formatDuration(now - since)}</time>
  );
}
