import { kioskTheme, theme, widthOf } from './theme';
import type { AppTheme } from './theme';

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (high! + 0.05) / (low! + 0.05);
}

/** [foreground, background, minimum ratio, what] — 4.5 for text, 3 for non-text indicators. */
function pairs(t: AppTheme): [string, string, number, string][] {
  const c = t.colors;
  const list: [string, string, number, string][] = [
    [c.text, c.background, 4.5, 'text on background'],
    [c.text, c.surface, 4.5, 'text on surface'],
    [c.text, c.surfaceAlt, 4.5, 'text on surfaceAlt'],
    [c.text, c.subtleHover, 4.5, 'text on hover'],
    [c.textMuted, c.background, 4.5, 'muted on background'],
    [c.textMuted, c.surface, 4.5, 'muted on surface'],
    [c.primary, c.surface, 4.5, 'secondary button / link text'],
    [c.primary, c.background, 4.5, 'link on background'],
    [c.primary, c.subtleHover, 4.5, 'secondary button hovered'],
    [c.onPrimary, c.primary, 4.5, 'primary button'],
    [c.onPrimary, c.primaryHover, 4.5, 'primary button hovered'],
    [c.onDanger, c.danger, 4.5, 'danger button'],
    [c.onDanger, c.dangerHover, 4.5, 'danger button hovered'],
    [c.disabledText, c.disabledBg, 4.5, 'disabled control'],
    [c.surface, c.text, 4.5, 'tooltip'],
    [c.border, c.surface, 3, 'field border'],
    [c.focus, c.background, 3, 'focus ring on background'],
    [c.focus, c.surface, 3, 'focus ring on surface'],
  ];
  for (const [name, s] of Object.entries(c.severity)) {
    list.push([s.fg, s.bg, 4.5, `${name} alert title`]);
    list.push([c.text, s.bg, 4.5, `${name} alert text`]);
    list.push([s.fg, c.surface, 4.5, `${name} text on surface`]);
    list.push([s.onSolid, s.solid, 4.5, `${name} snackbar`]);
  }
  return list;
}

describe.each([
  ['site', theme],
  ['kiosk', kioskTheme],
])('%s theme', (_name, appTheme) => {
  it.each(pairs(appTheme))('%s on %s reaches %d:1 (%s)', (fg, bg, minimum) => {
    expect(contrast(fg, bg)).toBeGreaterThanOrEqual(minimum);
  });
});

describe('theme tokens', () => {
  it('gives the site 44 px targets and the kiosk 64 px targets with larger type', () => {
    expect(theme.targetSize).toBe(44);
    expect(kioskTheme.targetSize).toBe(64);
    expect(theme.name).toBe('site');
    expect(kioskTheme.name).toBe('kiosk');
    expect(parseFloat(kioskTheme.font.rootSize)).toBeGreaterThan(parseFloat(theme.font.rootSize));
    expect(parseFloat(kioskTheme.font.size.md)).toBeGreaterThan(parseFloat(theme.font.size.md));
  });

  it('resolves page widths by name or px (health page md, profile card 600)', () => {
    expect(widthOf(theme, 'sm')).toBe('600px');
    expect(widthOf(theme, 'md')).toBe('900px');
    expect(widthOf(theme, 'lg')).toBe('1200px');
    expect(widthOf(theme, 600)).toBe('600px');
    expect(theme.space(2)).toBe('16px');
  });
});
