/**
 * The two themes of the product. Both satisfy WCAG 2.x AA: every text pair below is at least 4.5:1
 * and every non-text indicator (borders, focus ring) at least 3:1 on its background; `theme.test.ts`
 * recomputes the ratios so a colour change that breaks AA fails the build.
 *
 * Site palette (light):
 * | token                      | colour  | used on / ratio                                   |
 * |----------------------------|---------|---------------------------------------------------|
 * | background                 | #f5f7fa | page                                              |
 * | surface / surfaceAlt       | #ffffff / #eef1f6 | cards, dialogs, fields / hovered rows   |
 * | text                       | #1a1f2b | 16.3:1 on surface, 15.3:1 on background           |
 * | textMuted                  | #4a5568 | 7.5:1 on surface, 7.0:1 on background             |
 * | border                     | #6b7280 | 4.8:1 on surface (field outlines)                 |
 * | primary / primaryHover     | #1a56db / #174ea6 | white text 6.2:1 / 7.9:1; as text 6.2:1 |
 * | danger / dangerHover       | #b42318 / #912018 | white text 6.6:1 / 8.7:1                |
 * | focus                      | #174ea6 | ring, 7.3:1 on background                         |
 * | success / error / warning / info fg on bg | #1e6b34/#e8f5ec, #b42318/#fdecea, #8a4b00/#fff4e0, #174ea6/#e8f0fe |
 *
 * Kiosk palette (high contrast, dark, for a small screen viewed from a distance):
 * | token                      | colour  | used on / ratio                                   |
 * |----------------------------|---------|---------------------------------------------------|
 * | background / surface       | #000000 / #121212 |                                         |
 * | text / textMuted           | #ffffff / #cccccc | 18.7:1 / 11.7:1 on surface              |
 * | primary                    | #ffd500 | black text 14.8:1; as text 13.2:1 on surface      |
 * | danger                     | #ff8a80 | black text 9.2:1                                  |
 * | focus                      | #ffffff | 4 px ring, 21:1 on background                     |
 */

export type Severity = 'success' | 'error' | 'warning' | 'info';

interface SeverityColours {
  /** Accent and title colour on `bg` (alerts). */
  fg: string;
  /** Tinted background of an alert. */
  bg: string;
  /** Solid background of a snackbar. */
  solid: string;
  /** Text on `solid`. */
  onSolid: string;
}

export interface AppTheme {
  name: 'site' | 'kiosk';
  colors: {
    background: string;
    surface: string;
    surfaceAlt: string;
    text: string;
    textMuted: string;
    border: string;
    focus: string;
    overlay: string;
    primary: string;
    primaryHover: string;
    onPrimary: string;
    danger: string;
    dangerHover: string;
    onDanger: string;
    /** Background of a hovered secondary or text button. */
    subtleHover: string;
    disabledBg: string;
    disabledText: string;
    severity: Record<Severity, SeverityColours>;
  };
  font: {
    family: string;
    /** Root size: rem-based sizes below scale with it. */
    rootSize: string;
    size: { sm: string; md: string; lg: string; h1: string; h2: string };
    lineHeight: number;
    weightBold: number;
  };
  /** Minimum width and height of anything clickable. */
  targetSize: number;
  focusRingWidth: number;
  radius: string;
  shadow: string;
  /** Page and dialog widths by name (px). */
  widths: { sm: number; md: number; lg: number };
  zIndex: { dialog: number; menu: number; tooltip: number; snackbar: number };
  /** Spacing scale: `space(2)` is two units. */
  space: (units: number) => string;
}

const SYSTEM_FONT =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji'";

export const theme: AppTheme = {
  name: 'site',
  colors: {
    background: '#f5f7fa',
    surface: '#ffffff',
    surfaceAlt: '#eef1f6',
    text: '#1a1f2b',
    textMuted: '#4a5568',
    border: '#6b7280',
    focus: '#174ea6',
    overlay: 'rgba(15, 23, 42, 0.6)',
    primary: '#1a56db',
    primaryHover: '#174ea6',
    onPrimary: '#ffffff',
    danger: '#b42318',
    dangerHover: '#912018',
    onDanger: '#ffffff',
    subtleHover: '#e8f0fe',
    disabledBg: '#e2e8f0',
    disabledText: '#4a5568',
    severity: {
      success: { fg: '#1e6b34', bg: '#e8f5ec', solid: '#1e6b34', onSolid: '#ffffff' },
      error: { fg: '#b42318', bg: '#fdecea', solid: '#b42318', onSolid: '#ffffff' },
      warning: { fg: '#8a4b00', bg: '#fff4e0', solid: '#8a4b00', onSolid: '#ffffff' },
      info: { fg: '#174ea6', bg: '#e8f0fe', solid: '#323a4a', onSolid: '#ffffff' },
    },
  },
  font: {
    family: SYSTEM_FONT,
    rootSize: '100%',
    size: { sm: '0.875rem', md: '1rem', lg: '1.125rem', h1: '1.75rem', h2: '1.25rem' },
    lineHeight: 1.5,
    weightBold: 600,
  },
  targetSize: 44,
  focusRingWidth: 3,
  radius: '6px',
  shadow: '0 4px 16px rgba(15, 23, 42, 0.18)',
  widths: { sm: 600, md: 900, lg: 1200 },
  zIndex: { menu: 1300, dialog: 1400, snackbar: 1500, tooltip: 1600 },
  space: (units) => `${units * 8}px`,
};

export const kioskTheme: AppTheme = {
  ...theme,
  name: 'kiosk',
  colors: {
    background: '#000000',
    surface: '#121212',
    surfaceAlt: '#1f1f1f',
    text: '#ffffff',
    textMuted: '#cccccc',
    border: '#cccccc',
    focus: '#ffffff',
    overlay: 'rgba(0, 0, 0, 0.8)',
    primary: '#ffd500',
    primaryHover: '#ffe14d',
    onPrimary: '#000000',
    danger: '#ff8a80',
    dangerHover: '#ffb3ad',
    onDanger: '#000000',
    subtleHover: '#333333',
    disabledBg: '#3d3d3d',
    disabledText: '#e0e0e0',
    severity: {
      success: { fg: '#7ee787', bg: '#0d1f12', solid: '#7ee787', onSolid: '#000000' },
      error: { fg: '#ff8a80', bg: '#2a0f0d', solid: '#ff8a80', onSolid: '#000000' },
      warning: { fg: '#ffd580', bg: '#2a1f00', solid: '#ffd580', onSolid: '#000000' },
      info: { fg: '#9ecbff', bg: '#0d1a2e', solid: '#ffffff', onSolid: '#000000' },
    },
  },
  font: {
    ...theme.font,
    // Larger type for a screen read from across a room.
    rootSize: '125%',
    size: { sm: '1rem', md: '1.125rem', lg: '1.375rem', h1: '2.25rem', h2: '1.625rem' },
    weightBold: 700,
  },
  targetSize: 64,
  focusRingWidth: 4,
  radius: '10px',
  shadow: '0 0 0 2px #ffffff',
};

export type WidthName = keyof AppTheme['widths'];

/** A width name ('sm' | 'md' | 'lg') or a number of px, as a CSS length. */
export function widthOf(appTheme: AppTheme, width: WidthName | number): string {
  return `${typeof width === 'number' ? width : appTheme.widths[width]}px`;
}
