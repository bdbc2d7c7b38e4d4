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

/** One path of the documents' shape, with its decisions; children are looked up by key, no path strings built. */
class PathNode {
  readonly path: string;
  private readonly children = new Map<string, PathNode>();
  /** Decisions when the parent is not included [0] and when it is [1]. */
  readonly decisions: [PathDecision | null, PathDecision | null] = [null, null];

  constructor(path: string) {
    this.path = path;
  }

  child(key: string): PathNode {
    let node = this.children.get(key);
    if (!node) this.children.set(key, (node = new PathNode(this.path ? `${this.path}.${key}` : key)));
    return node;
  }
}

/**
 * Applies one filter to many documents. Decisions are kept per path in a tree, so hits that share their shape
 * (all products do) pay for each path once; keep a runner per filter to reuse it across requests.
 * The filtered copy of each stored document is kept too (weakly: a replaced document drops its copy), since the
 * same products come back page after page; callers must not change the copies they get.
 */
export class SourceFilterRunner {
  private readonly includes: PathPattern[];
  private readonly excludes: PathPattern[];
  private readonly root = new PathNode('');
  private readonly filtered = new WeakMap<object, Record<string, unknown>>();
  /** Names the filter (the hits' source cache keeps one entry per filter and document). */
  readonly key: string;

  constructor(includes: string[], excludes: string[], key = JSON.stringify([includes, excludes])) {
    this.key = key;
    this.includes = includes.map((pattern) => new PathPattern(pattern));
    this.excludes = excludes.map((pattern) => new PathPattern(pattern));
  }

  apply(source: Record<string, unknown>): Record<string, unknown> {
    let result = this.filtered.get(source);
    if (!result) this.filtered.set(source, (result = this.filterObject(source, this.root, this.includes.length === 0)));
    return result;
  }

  private decide(node: PathNode, parentIncluded: boolean): PathDecision {
    const slot = parentIncluded ? 1 : 0;
    const known = node.decisions[slot];
    if (known) return known;
    const excluded = this.excludes.some((pattern) => pattern.matches(node.path));
    const included = parentIncluded || this.includes.some((pattern) => pattern.matches(node.path));
    const deeperExclude = this.excludes.some((pattern) => pattern.mayMatchBelow(node.path));
    const deeperInclude = !included && this.includes.some((pattern) => pattern.mayMatchBelow(node.path));
    return (node.decisions[slot] = { excluded, included, descend: deeperExclude || deeperInclude });
  }

  private filterObject(object: Record<string, unknown>, parent: PathNode, parentIncluded: boolean): Record<string, unknown> {
    const result: Record<string, unknown> = {};
    for (const key in object) {
      const value = object[key];
      const node = parent.child(key);
      const decision = this.decide(node, parentIncluded);
      if (decision.excluded) continue;
      if (!decision.descend) {
        if (decision.included) result[key] = value;
        continue;
      }
      if (isPlainObject(value) || Array.isArray(value)) {
        const filtered = this.filterValue(value, node, decision.included);
        const empty = Array.isArray(filtered) ? filtered.length === 0 : Object.keys(filtered).length === 0;
        if (!empty || decision.included) result[key] = filtered;
      } else if (decision.included) {
        result[key] = value;
      }
    }
    return result;
  }

  private filterValue(value: Record<string, unknown> | unknown[], node: PathNode, included: boolean): Record<string, unknown> | unknown[] {
    if (!Array.isArray(value)) return this.filterObject(value, node, included);
    const result: unknown[] = [];
    for (const element of value) {
      if (isPlainObject(element) || Array.isArray(element)) {
        const filtered = this.filterValue(element, node, included);
        if (Array.isArray(filtered) ? filtered.length > 0 : Object.keys(filtered).length > 0) result.push(filtered);
      } else if (included) {
        result.push(element);
      }
    }
    return result;
  }
}
