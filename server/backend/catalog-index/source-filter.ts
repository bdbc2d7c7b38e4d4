// _source filtering as ES does it (XContentMapValues.filter): includes/excludes are full-path patterns where `*`
// matches anything, dots included. An included path brings its whole subtree; excludes win over includes;
// objects inside arrays that end up empty are dropped, and scalars in arrays follow their array's path.
import { parsingError } from './errors.js';
import { describe, isPlainObject } from './parse-helpers.js';

export type SourceFilter = { kind: 'all' } | { kind: 'none' } | { kind: 'filter'; includes: string[]; excludes: string[] };

export function parseSourceFilter(value: unknown): SourceFilter {
  if (value === undefined || value === true) return { kind: 'all' };
  if (value === false) return { kind: 'none' };
  if (typeof value === 'string' || Array.isArray(value)) return filterOf(patternList(value, '_source'), []);
  if (isPlainObject(value)) {
    for (const key of Object.keys(value)) {
      if (!['includes', 'include', 'excludes', 'exclude'].includes(key)) throw parsingError(`[_source] does not support [${key}]`);
    }
    return filterOf(patternList(value.includes ?? value.include ?? [], '_source.includes'), patternList(value.excludes ?? value.exclude ?? [], '_source.excludes'));
  }
  throw parsingError(`[_source] expected a boolean, string, array or object, found ${describe(value)}`);
}

function patternList(value: unknown, where: string): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.map((item) => {
    if (typeof item !== 'string') throw parsingError(`[${where}] expected field patterns as strings, found ${describe(item)}`);
    return item;
  });
}

function filterOf(includes: string[], excludes: string[]): SourceFilter {
  return includes.length === 0 && excludes.length === 0 ? { kind: 'all' } : { kind: 'filter', includes, excludes };
}

/** A glob pattern run as a small NFA, answering both "matches this path" and "may match a path below it". */
class PathPattern {
  private readonly pattern: string;

  constructor(pattern: string) {
    this.pattern = pattern;
  }

  /** Pattern positions reachable after reading `text` (a `*` can stay or be skipped). */
  private statesAfter(text: string): Set<number> {
    let states = this.closure(new Set([0]));
    for (const ch of text) {
      const next = new Set<number>();
      for (const state of states) {
        if (this.pattern[state] === '*') next.add(state);
        else if (this.pattern[state] === ch) next.add(state + 1);
      }
      states = this.closure(next);
      if (states.size === 0) break;
    }
    return states;
  }

  private closure(states: Set<number>): Set<number> {
    for (const state of states) if (this.pattern[state] === '*') states.add(state + 1);
    return states;
  }

  matches(path: string): boolean {
    return this.statesAfter(path).has(this.pattern.length);
  }

  /** True when some path `path.<something>` could match. */
  mayMatchBelow(path: string): boolean {
    return this.statesAfter(`${path}.`).size > 0;
  }
}

interface PathDecision {
  excluded: boolean;
  included: boolean;
  /** Whether the subtree must be walked (a deeper include or exclude may apply). */
  descend: boolean;
}

/** Applies one request's filter to many documents; decisions are cached per path since hits share their shape. */
export class SourceFilterRunner {
  private readonly includes: PathPattern[];
  private readonly excludes: PathPattern[];
  private readonly decisions = new Map<string, PathDecision>();

  constructor(includes: string[], excludes: string[]) {
    this.includes = includes.map((pattern) => new PathPattern(pattern));
    this.excludes = excludes.map((pattern) => new PathPattern(pattern));
  }

  apply(source: Record<string, unknown>): Record<string, unknown> {
    return this.filterObject(source, '', this.includes.length === 0);
  }

  private decide(path: string, parentIncluded: boolean): PathDecision {
    const cacheKey = `${parentIncluded ? 1 : 0}${path}`;
    let decision = this.decisions.get(cacheKey);
    if (!decision) {
      const excluded = this.excludes.some((pattern) => pattern.matches(path));
      const included = parentIncluded || this.includes.some((pattern) => pattern.matches(path));
      const deeperExclude = this.excludes.some((pattern) => pattern.mayMatchBelow(path));
      const deeperInclude = !included && this.includes.some((pattern) => pattern.mayMatchBelow(path));
      decision = { excluded, included, descend: deeperExclude || deeperInclude };
      this.decisions.set(cacheKey, decision);
    }
    return decision;
  }

  private filterObject(object: Record<string, unknown>, prefix: string, parentIncluded: boolean): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(object)) {
      const path = prefix ? `${prefix}.${key}` : key;
      const decision = this.decide(path, parentIncluded);
      if (decision.excluded) continue;
      if (!decision.descend) {
        if (decision.included) result[key] = value;
        continue;
      }
      if (isPlainObject(value) || Array.isArray(value)) {
        const filtered = this.filterValue(value, path, decision.included);
        const empty = Array.isArray(filtered) ? filtered.length === 0 : Object.keys(filtered).length === 0;
        if (!empty || decision.included) result[key] = filtered;
      } else if (decision.included) {
        result[key] = value;
      }
    }
    return result;
  }

  private filterValue(value: Record<string, unknown> | unknown[], path: string, included: boolean): Record<string, unknown> | unknown[] {
    if (!Array.isArray(value)) return this.filterObject(value, path, included);
    const result: unknown[] = [];
    for (const element of value) {
      if (isPlainObject(element) || Array.isArray(element)) {
        const filtered = this.filterValue(element, path, included);
        if (Array.isArray(filtered) ? filtered.length > 0 : Object.keys(filtered).length > 0) result.push(filtered);
      } else if (included) {
        result.push(element);
      }
    }
    return result;
  }
}
