import { useState } from 'react';
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
 * implementation has loaded (overlay-loader.ts, started by the first menu shown) the same button stands in its place;
 * pressed meanwhile, the menu opens as soon as it has loaded.
 */
export function Menu(props: MenuProps) {
  const overlays = useOverlays();
  const [pressedEarly, setPressedEarly] = useState(false);
  if (overlays) return <overlays.Menu {...props} defaultOpen={pressedEarly} />;
  return (
    <PendingTrigger
      type="button"
      aria-label={props['aria-label']}
      aria-haspopup="menu"
      aria-expanded={false}
      className={props.className}
      onClick={() => setPressedEarly(true)}
    >
      {props.trigger}
      <span aria-hidden="true">▾</span>
    </PendingTrigger>
  );
}
