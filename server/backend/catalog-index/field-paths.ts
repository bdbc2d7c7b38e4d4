// Dotted field paths the way Elasticsearch reads an object mapping: `category.category_id` walks into objects
// AND through arrays of objects, so a product with three categories has three values at that path. Arrays of
// scalars are multi-valued fields; null is "no value".
import type { Scalar } from './es-types.js';

export function splitPath(path: string): string[] {
  return path.split('.');
}

/** Every scalar at `segments` below `node` (arrays flattened at any depth). */
export function collectScalars(node: unknown, segments: readonly string[], out: Scalar[] = [], depth = 0): Scalar[] {
  if (node === null || node === undefined) return out;
  if (Array.isArray(node)) {
    for (const element of node) collectScalars(element, segments, out, depth);
    return out;
  }
  if (depth === segments.length) {
    if (typeof node === 'string' || typeof node === 'boolean') out.push(node);
    else if (typeof node === 'number' && Number.isFinite(node)) out.push(node);
    return out;
  }
  if (typeof node === 'object') collectScalars((node as Record<string, unknown>)[segments[depth]], segments, out, depth + 1);
  return out;
}

/** True when `node` holds at least one scalar anywhere below it: ES's `exists` on an object field. */
export function hasAnyScalar(node: unknown): boolean {
  if (node === null || node === undefined) return false;
  if (Array.isArray(node)) return node.some(hasAnyScalar);
  if (typeof node === 'object') return Object.values(node as Record<string, unknown>).some(hasAnyScalar);
  return typeof node !== 'number' || Number.isFinite(node);
}

/** True when some value at `segments` below `node` (a scalar or an object holding one) exists. */
export function pathExists(node: unknown, segments: readonly string[], depth = 0): boolean {
  if (node === null || node === undefined) return false;
  if (Array.isArray(node)) return node.some((element) => pathExists(element, segments, depth));
  if (depth === segments.length) return hasAnyScalar(node);
  if (typeof node !== 'object') return false;
  return pathExists((node as Record<string, unknown>)[segments[depth]], segments, depth + 1);
}

interface PathTrie {
  children: Map<string, PathTrie>;
}

/**
 * Every path of the documents (objects and leaves): the index's dynamic "mapping". It tells an unknown field
 * (ES: "No mapping found") from a field that a particular document lacks. Keys are gathered in a trie first, so
 * that thousands of same-shaped documents cost no string building.
 */
export function collectMapping(docs: readonly unknown[]): Set<string> {
  const root: PathTrie = { children: new Map() };
  for (const doc of docs) addToTrie(doc, root);
  const paths = new Set<string>();
  const walk = (trie: PathTrie, prefix: string): void => {
    for (const [key, child] of trie.children) {
      const path = prefix ? `${prefix}.${key}` : key;
      paths.add(path);
      walk(child, path);
    }
  };
  walk(root, '');
  return paths;
}

function addToTrie(node: unknown, trie: PathTrie): void {
  if (node === null || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const element of node) addToTrie(element, trie);
    return;
  }
  for (const key in node) {
    const value = (node as Record<string, unknown>)[key];
    // ES maps no field for null or an empty array.
    if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    let child = trie.children.get(key);
    if (!child) trie.children.set(key, (child = { children: new Map() }));
    addToTrie(value, child);
  }
}
