// Joining an icon's parts into one path must draw exactly what the separate paths drew.
import { describe, expect, it } from 'vitest';
import { asFollowingSubpath, ICON_PATH_DATA, joinPathParts } from '../../../client/components/ui/icon-path-data.js';
import { ICON_PATHS, type IconName } from '../../../client/components/ui/icon-paths.js';

const ARGUMENTS: Record<string, number> = { m: 2, l: 2, h: 1, v: 1, c: 6, s: 4, q: 4, t: 2, a: 7, z: 0 };

/** The absolute end point of every segment of path data (moves included), evaluated as SVG does. */
function endPoints(data: string): string[] {
  const tokens = data.match(/[a-zA-Z]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? [];
  const points: string[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  let command = '';
  let i = 0;
  while (i < tokens.length) {
    if (/[a-zA-Z]/.test(tokens[i])) command = tokens[i++];
    const lower = command.toLowerCase();
    const relative = command === lower;
    const args = tokens.slice(i, i + ARGUMENTS[lower]).map(Number);
    i += ARGUMENTS[lower];
    if (lower === 'z') [x, y] = [startX, startY];
    else if (lower === 'h') x = relative ? x + args[0] : args[0];
    else if (lower === 'v') y = relative ? y + args[0] : args[0];
    else [x, y] = relative ? [x + args.at(-2)!, y + args.at(-1)!] : [args.at(-2)!, args.at(-1)!];
    if (lower === 'm') {
      [startX, startY] = [x, y];
      command = relative ? 'l' : 'L'; // pairs after a move are line segments
    }
    points.push(`${lower === 'm' ? 'M' : ''}${x.toFixed(3)},${y.toFixed(3)}`);
    if (lower === 'z') command = '';
  }
  return points;
}

describe('icon path data', () => {
  it('turns a leading relative move into an absolute one and keeps the pairs after it relative', () => {
    expect(asFollowingSubpath('m15.6 15.6 4.65 4.65')).toBe('M15.6 15.6l4.65 4.65');
    expect(asFollowingSubpath('m6.75 9.5 5.25 5.25-5.25-5.25')).toBe('M6.75 9.5l5.25 5.25-5.25-5.25');
    expect(asFollowingSubpath('m.5-1h2')).toBe('M.5 -1h2');
    expect(asFollowingSubpath('M3.75 12h16.5')).toBe('M3.75 12h16.5');
  });

  it('draws, for every icon, the same segments joined as its parts did one by one', () => {
    for (const [name, parts] of Object.entries(ICON_PATHS) as [IconName, readonly string[]][]) {
      expect(endPoints(ICON_PATH_DATA[name]), name).toEqual(parts.flatMap(endPoints));
    }
  });

  it('would have drawn a relative part elsewhere if joined as it is (the case the conversion exists for)', () => {
    const parts = ICON_PATHS.search;
    expect(endPoints(parts.join(' '))).not.toEqual(parts.flatMap(endPoints));
    expect(endPoints(joinPathParts(parts))).toEqual(parts.flatMap(endPoints));
  });
});
