import { ICON_PATHS, type IconName } from './icon-paths.js';

const NUMBER = String.raw`[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?`;
const LEADING_RELATIVE_MOVE = new RegExp(String.raw`^m\s*(${NUMBER})[\s,]*(${NUMBER})[\s,]*`);

/**
 * One part as a subpath that may follow others. A path's first command 'm' is absolute, but after another subpath
 * it would be relative to where that one ended: it becomes 'M', and the coordinate pairs after it (relative line
 * segments, as they were) get an explicit 'l'.
 */
export function asFollowingSubpath(part: string): string {
  const move = LEADING_RELATIVE_MOVE.exec(part);
  if (!move) return part;
  const rest = part.slice(move[0].length);
  return `M${move[1]} ${move[2]}${rest === '' || /^[a-zA-Z]/.test(rest) ? '' : 'l'}${rest}`;
}

/** An icon's parts joined into the data of one path: the same strokes (nothing is filled), one element. */
export function joinPathParts(parts: readonly string[]): string {
  return parts.map((part, index) => (index === 0 ? part : asFollowingSubpath(part))).join(' ');
}

/** Every icon's path data, joined once. */
export const ICON_PATH_DATA = Object.fromEntries(Object.entries(ICON_PATHS).map(([name, parts]) => [name, joinPathParts(parts)])) as Record<IconName, string>;
