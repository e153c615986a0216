import { describe, expect, it } from 'vitest';
import { readableTextColor } from './readable-text-color';

describe('text colour on a chosen background', () => {
  it('writes white on dark colours and black on light ones', () => {
    expect(readableTextColor('#1659a8')).toBe('#ffffff');
    expect(readableTextColor('#c41d1f')).toBe('#ffffff');
    expect(readableTextColor('#fadb14')).toBe('#000000');
    expect(readableTextColor('#52c41a')).toBe('#000000');
    expect(readableTextColor('#FFFFFF')).toBe('#000000');
  });

  it('falls back to black for a value that is not #RRGGBB', () => {
    expect(readableTextColor('red')).toBe('#000000');
  });
});
