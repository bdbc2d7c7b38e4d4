// Summarises V8 CPU profiles (node --cpu-prof, e.g. from `PROFILE=1 npx tsx bench/cpu-per-page-cluster.ts`):
// self time by function and by package/file, and inclusive time of the functions whose names match a pattern.
// Samples before --skip seconds (start-up) are left out.
//
//   npx tsx bench/profile-summary.ts FILE.cpuprofile [--skip 6] [--top 40] [--inclusive 'renderTo|compress|parse']
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : process.argv[at + 1];
}

const file = process.argv[2];
const skipUs = Number(option('skip', '6')) * 1e6;
const top = Number(option('top', '40'));
const inclusivePattern = new RegExp(option('inclusive', '^$'));
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);

const shortUrl = (url: string) => url.replace(/^file:\/\/.*?\/(node_modules\/(@[^/]+\/)?[^/]+|dist\/server)\//, '$1/').replace(/^node:/, 'node:');
const frameName = (node: ProfileNode) => `${node.callFrame.functionName || '(anonymous)'} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;
const area = (node: ProfileNode) => {
  const url = node.callFrame.url;
  const pkg = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (pkg) return pkg;
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  if (url.includes('/dist/server/')) return `dist/server/${url.split('/dist/server/')[1]}`;
  return url ? 'other' : `(${node.callFrame.functionName})`;
};

const self = new Map<string, number>();
const areas = new Map<string, number>();
const inclusive = new Map<string, number>();
let time = profile.startTime;
let total = 0;
for (let i = 0; i < profile.samples.length; i++) {
  time += profile.timeDeltas[i];
  const delta = profile.timeDeltas[i + 1] ?? 0;
  if (time - profile.startTime < skipUs) continue;
  const node = byId.get(profile.samples[i])!;
  if (node.callFrame.functionName === '(idle)') continue;
  total += delta;
  self.set(frameName(node), (self.get(frameName(node)) ?? 0) + delta);
  areas.set(area(node), (areas.get(area(node)) ?? 0) + delta);
  // Inclusive: every matching frame on the stack counts once per sample.
  const seen = new Set<string>();
  for (let at: number | undefined = node.id; at !== undefined; at = parent.get(at)) {
    const frame = byId.get(at)!;
    if (inclusivePattern.test(frame.callFrame.functionName) && !seen.has(frameName(frame))) {
      seen.add(frameName(frame));
      inclusive.set(frameName(frame), (inclusive.get(frameName(frame)) ?? 0) + delta);
    }
  }
}

const ms = (us: number) => (us / 1000).toFixed(0).padStart(7);
const pct = (us: number) => ((100 * us) / total).toFixed(1).padStart(5);
const print = (title: string, map: Map<string, number>, n: number) => {
  console.log(`\n${title}`);
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, n)) console.log(`${ms(us)} ms ${pct(us)} %  ${name}`);
};
console.log(`${file}: ${(total / 1000).toFixed(0)} ms busy after the first ${skipUs / 1e6} s`);
print('self time by package / file', areas, 25);
print('self time by function', self, top);
if (inclusive.size) print('inclusive time', inclusive, top);

// --callers NAME: the stacks (up to 6 frames) under which a function's self time was spent.
const callersOf = option('callers', '');
if (callersOf) {
  const stacks = new Map<string, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    if (at - profile.startTime < skipUs) continue;
    const node = byId.get(profile.samples[i])!;
    if (node.callFrame.functionName !== callersOf) continue;
    const frames: string[] = [];
    for (let up = parent.get(node.id); up !== undefined && frames.length < 6; up = parent.get(up)) frames.push(frameName(byId.get(up)!));
    const key = frames.join(' < ');
    stacks.set(key, (stacks.get(key) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  print(`stacks under ${callersOf}`, stacks, 8);
}

// --tree N: the call tree to depth N, nodes above 1 % of the busy time (inclusive), merged by frame per parent.
const treeDepth = Number(option('tree', '0'));
if (treeDepth > 0) {
  const selfUs = new Map<number, number>();
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i];
    if (at - profile.startTime < skipUs) continue;
    const id = profile.samples[i];
    if (byId.get(id)!.callFrame.functionName === '(idle)') continue;
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0));
  }
  const inclusiveOf = (id: number): number => (selfUs.get(id) ?? 0) + (byId.get(id)!.children ?? []).reduce((sum, child) => sum + inclusiveOf(child), 0);
  const show = (ids: number[], depth: number) => {
    const merged = new Map<string, { us: number; ids: number[] }>();
    for (const id of ids) {
      const name = frameName(byId.get(id)!);
      const entry = merged.get(name) ?? { us: 0, ids: [] };
      entry.us += inclusiveOf(id);
      entry.ids.push(id);
      merged.set(name, entry);
    }
    for (const [name, entry] of [...merged].sort((a, b) => b[1].us - a[1].us)) {
      if (entry.us < total / 100) continue;
      console.log(`${ms(entry.us)} ms ${pct(entry.us)} % ${'  '.repeat(depth)}${name}`);
      if (depth + 1 < treeDepth) show(entry.ids.flatMap((id) => byId.get(id)!.children ?? []), depth + 1);
    }
  };
  console.log('\ncall tree');
  show([profile.nodes[0].id], 0);
}
