import styled from 'styled-components';
import { useOverlays } from './overlay-loader';
import { menuTriggerStyles } from './overlay-styles';
import type { MenuProps } from './overlay-types';

export type { MenuItem, MenuProps } from './overlay-types';

const PendingTrigger = styled.button`
  ${menuTriggerStyles}
`;

/**
 * A button opening a menu; opens with click, Enter, Space or the arrow keys; Escape closes it. Until its
 * implementation has loaded (overlay-loader.ts, started by the first menu shown) the same button stands in its place.
 */
export function Menu(props: MenuProps) {
  const overlays = useOverlays();
  if (overlays) return <overlays.Menu {...props} />;
  return (
    <PendingTrigger
      type="button"
      aria-label={props['aria-label']}
      aria-haspopup="menu"
      aria-expanded={false}
      className={props.className}
    >
      {props.trigger}
      <span aria-hidden="true">▾</span>
    </PendingTrigger>
  );
}
