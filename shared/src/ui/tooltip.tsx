import { useOverlays } from './overlay-loader';
import { DisabledWrapper, needsDisabledWrapper } from './overlay-styles';
import type { TooltipProps } from './overlay-types';

export type { TooltipProps } from './overlay-types';

/**
 * Shows `content` on hover and keyboard focus; works on disabled buttons too. Until its implementation has loaded
 * (overlay-loader.ts, started by the first tooltip shown) the element shows without it.
 */
export function Tooltip(props: TooltipProps) {
  const overlays = useOverlays();
  if (overlays) return <overlays.Tooltip {...props} />;
  const { children } = props;
  return needsDisabledWrapper(children) ? (
    <DisabledWrapper tabIndex={0}>{children}</DisabledWrapper>
  ) : (
    children
  );
}
