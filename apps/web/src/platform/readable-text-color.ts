/** WCAG relative luminance of a `#RRGGBB` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/**
 * Black or white, whichever reads better on a user-chosen background (an event's colour), so
 * that a label on it keeps the highest contrast the two can give. Unreadable input gets black.
 */
export function readableTextColor(background: string): '#000000' | '#ffffff' {
  if (!/^#[0-9a-f]{6}$/i.test(background)) return '#000000';
  const level = luminance(background);
  return contrast(level, 1) >= contrast(level, 0) ? '#ffffff' : '#000000';
}
