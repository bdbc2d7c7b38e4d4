// npm run bench:main-thread [-- --url http://127.0.0.1:5602 --runs 3 --profile --pages home,category --interactions filters --no-inp]
// A phone's main thread while a page comes alive (issue #16), in Debian's Chromium on a phone-sized viewport:
//   1. load + hydration, unthrottled: a performance trace from navigation until the page is quiet (at least 5 s),
//      the renderer main thread's long tasks (> 50 ms; each with what it spent its time on and how much of it ran
//      on a core rather than waiting for one or for the browser process), the main-thread time by kind (script
//      compile, script evaluation, style, layout, paint, HTML parsing, GC…), the number of style and layout
//      passes, the DOM size, inline SVG, and how many components React hydrated; the browser's own
//      PerformanceObserver('longtask') as a cross-check. `--profile` adds the JavaScript profile's self time by
//      script and by function. Tasks that run a DevTools protocol message (Playwright's injected script, parsed in
//      the page when the bench first waits for a condition) are the harness's, not the shop's: they are left out
//      of every figure and listed on their own line.
//   2. Interaction to Next Paint at 4× CPU slowdown (CDP Emulation.setCPUThrottlingRate) for opening the mini cart,
//      opening the filters and choosing a filter value on a category, and choosing a size on a product page: the
//      longest Event Timing entry of the interaction (input delay + handlers + the next paint).
// Prints medians over `--runs` (3) with the machine's load average; raw figures go to bench/results/main-thread.json.
// Without --url it builds the client when missing and starts its own shop on BENCH_PORT (4905). Timings depend on
// the machine's load: compare shares, counts and bytes between builds, and absolute times only on a quiet machine.
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { saveResults, startShop, type ShopProcess } from './harness.js';
import { samplePagePaths } from './scenarios/pages.js';

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };
const LONG_TASK_MS = 50;
const QUIET_AFTER_MS = 5000;
const THROTTLE = 4;
// 'fonts': on desktop Linux the renderer asks the browser process, synchronously, for every font family it matches
// and every size it renders (Android and iOS resolve fonts in the renderer), and the first layout waits for those
// answers: the category names that wait instead of leaving it in LocalFrameView::performLayout's self time.
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'blink', 'loading', 'toplevel', 'disabled-by-default-v8.compile', 'fonts'];

/** Trace event names by the kind of main-thread work they are (self time is charged to the innermost event). */
const KINDS: Record<string, string> = {
  'v8.compile': 'script compile',
  'v8.compileModule': 'script compile',
  'V8.CompileCode': 'script compile',
  'v8.produceModuleCache': 'script compile',
  'v8.produceCache': 'script compile',
  CompileScript: 'script compile',
  'v8.parseOnBackground': 'script compile',
  'V8.ParseProgram': 'script compile',
  'V8.ParseFunction': 'script compile',
  'V8.CompileLazy': 'script compile',
  EvaluateScript: 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  FunctionCall: 'script evaluation',
  'v8.callFunction': 'script evaluation',
  'V8.Execute': 'script evaluation',
  'v8.run': 'script evaluation',
  'v8.callModuleMethod': 'script evaluation',
  TimerFire: 'script evaluation',
  EventDispatch: 'script evaluation',
  FireAnimationFrame: 'script evaluation',
  FireIdleCallback: 'script evaluation',
  RunMicrotasks: 'script evaluation',
  'V8.GC_SCAVENGER': 'garbage collection',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GCScavenger': 'garbage collection',
  'V8.GCFinalizeMC': 'garbage collection',
  'BlinkGC.AtomicPhase': 'garbage collection',
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  // Debian's Chromium names the layout and style work by Blink's functions instead (they were 'other' before).
  'LocalFrameView::performLayout': 'layout',
  'InlineNode::ShapeTextIncludingFirstLine': 'layout',
  'Document::recalcStyle': 'style',
  'Document::updateStyle': 'style',
  'Document::UpdateStyleAndLayoutTree': 'style',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  UpdateLayer: 'paint',
  CompositeLayers: 'paint',
  Commit: 'paint',
  ParseHTML: 'HTML parsing',
  'FontCache::GetFontPlatformData': 'font look-ups',
  'FontCache::FallbackFontForCharacter': 'font look-ups',
  'WebSandboxSupportLinux::GetWebFontRenderStyleForStrike': 'font look-ups',
  'WebSandboxSupportLinux::GetFallbackFontForCharacter': 'font look-ups',
  'WebSandboxSupportLinux::MatchFontByPostscriptNameOrFullFontName': 'font look-ups',
  'FontDataManager::onMatchFamilyStyle': 'font look-ups',
  'FontDataService::MatchFamilyName': 'font look-ups',
  'FontServiceThread::makeTypeface': 'font look-ups',
  'Decode Image': 'image decoding',
  ImageDecodeTask: 'image decoding',
  'Decode LazyPixelRef': 'image decoding',
};

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: what the thread ran of `dur`, less the time it was descheduled or blocked (e.g. a sync IPC). */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { url?: string; frame?: string }; chrome_mojo_event_info?: { mojo_interface_tag?: string } };
}

interface LongTask {
  startMs: number;
  durationMs: number;
  /**
   * The part of the task the main thread ran on a core (trace thread time). The rest it waited: descheduled while
   * another process had both cores, or blocked on a synchronous call to the browser process (font look-ups).
   */
  cpuMs: number | null;
  /** Wall time in font look-ups (mostly waiting for the browser process's answers; see TRACE_CATEGORIES). */
  fontLookupsMs: number;
  top: string;
}

interface LoadFigures {
  load1: number;
  longTasks: LongTask[];
  observedLongTasksMs: number[];
  mainThreadMs: number;
  /** Of mainThreadMs, the time the thread ran on a core (see LongTask.cpuMs). */
  mainThreadCpuMs: number;
  byKind: Record<string, number>;
  topEvents: Record<string, number>;
  styleRecalcs: number;
  layouts: number;
  lazyCompiles: number;
  domElements: number;
  inlineSvgs: number;
  inlineSvgBytes: number;
  hydratedComponents: number;
  profile?: { byScript: Record<string, number>; byFunction: Record<string, number> };
  /** The harness's own tasks (see isDevToolsMessage), left out of every figure above: durations in ms. */
  harnessTasksMs: number[];
  /** The renderer main thread since its process started, from Linux's scheduler (null elsewhere). */
  scheduler: SchedulerFigures | null;
}

function option(name: string): string | undefined {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
}

function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

const round = (ms: number) => Math.round(ms);

/** The trace's renderer main thread of the page. */
function pageMainThread(events: TraceEvent[], pageUrl: string): { pid: number; tid: number } {
  // Tracing sees every renderer of the browser (a new page starts in one and navigates in another): take the
  // thread that parsed the page's HTML.
  const parse = events.find((e) => e.name === 'ParseHTML' && (e.args as { beginData?: { url?: string } } | undefined)?.beginData?.url?.startsWith(pageUrl));
  if (!parse) throw new Error(`no ParseHTML of ${pageUrl} in the trace`);
  return { pid: parse.pid, tid: parse.tid };
}

/** Self time by event name on one thread: each complete event's duration less its nested events'. */
function selfTimes(events: TraceEvent[]): Map<string, number> {
  const sorted = events.filter((e) => e.ph === 'X' && typeof e.dur === 'number').sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const self = new Map<string, number>();
  const stack: { event: TraceEvent; end: number; children: number }[] = [];
  const close = (until: number) => {
    while (stack.length && stack[stack.length - 1].end <= until) {
      const done = stack.pop()!;
      self.set(done.event.name, (self.get(done.event.name) ?? 0) + Math.max(0, done.event.dur! - done.children));
      if (stack.length) stack[stack.length - 1].children += done.event.dur!;
    }
  };
  for (const event of sorted) {
    close(event.ts);
    stack.push({ event, end: event.ts + event.dur!, children: 0 });
  }
  close(Infinity);
  return self;
}

/**
 * A DevTools protocol message. A task that is (almost) only one of these is Playwright's own work in the page (its
 * injected script, ~330 KB, is parsed and run on the page's main thread the first time the bench waits for a
 * condition; 70-120 ms at times): not the shop's, so it is set aside and reported on its own line.
 */
function isDevToolsMessage(event: TraceEvent): boolean {
  return event.name === 'Receive mojo message' && event.args?.chrome_mojo_event_info?.mojo_interface_tag === 'blink.mojom.DevToolsSession';
}

interface SchedulerFigures {
  /** On a core. */
  ranMs: number;
  /** Runnable but waiting for a core (another thread of this machine had it): what stretches a task's wall time. */
  waitedMs: number;
}

/**
 * /proc/<pid>/task/<tid>/schedstat of the page's renderer main thread (on Linux its thread id is the process id; the
 * bench runs Chromium without a sandbox, so the trace's ids are the system's).
 */
function schedulerFigures(pid: number): SchedulerFigures | null {
  try {
    const [ranNs, waitedNs] = readFileSync(`/proc/${pid}/task/${pid}/schedstat`, 'utf8').trim().split(' ').map(Number);
    return { ranMs: round(ranNs / 1e6), waitedMs: round(waitedNs / 1e6) };
  } catch {
    return null;
  }
}

/** The figures of the page's main thread (`mainThread`, see pageMainThread) from the trace's events. */
function analyseTrace(events: TraceEvent[], mainThread: { pid: number; tid: number }, navigationTs: number | null): Pick<LoadFigures, 'longTasks' | 'mainThreadMs' | 'mainThreadCpuMs' | 'byKind' | 'topEvents' | 'styleRecalcs' | 'layouts' | 'lazyCompiles' | 'harnessTasksMs'> {
  const { pid, tid } = mainThread;
  const thread = events.filter((e) => e.pid === pid && e.tid === tid);
  const within = (task: TraceEvent) => thread.filter((e) => e.ts >= task.ts && e.ts < task.ts + task.dur!);
  const allTasks = thread.filter((e) => e.ph === 'X' && e.name === 'RunTask' && typeof e.dur === 'number');
  // Found from the few DevTools messages, not by scanning every task's events.
  const devToolsMessages = thread.filter(isDevToolsMessage);
  const harness = allTasks.filter((task) => devToolsMessages.some((e) => e.ts >= task.ts && e.ts < task.ts + task.dur! && e.dur! >= task.dur! * 0.9));
  const inHarnessTask = (e: TraceEvent) => harness.some((task) => e.ts >= task.ts && e.ts < task.ts + task.dur!);
  const main = thread.filter((e) => !inHarnessTask(e));
  const tasks = allTasks.filter((task) => !harness.includes(task));
  const origin = navigationTs ?? Math.min(...tasks.map((t) => t.ts));
  const longTasks = tasks
    .filter((t) => t.dur! / 1000 > LONG_TASK_MS)
    .map((task) => {
      const inside = within(task);
      const taskSelf = selfTimes(inside);
      const fontLookupsMs = round([...taskSelf].filter(([name]) => KINDS[name] === 'font look-ups').reduce((sum, [, us]) => sum + us, 0) / 1000);
      const top = [...taskSelf.entries()]
        .filter(([name]) => name !== 'RunTask' && KINDS[name] !== 'font look-ups')
        .sort((a, b) => b[1] - a[1])
        .slice(0, 4)
        .map(([name, us]) => `${name} ${round(us / 1000)}`)
        .join(', ');
      const cpuMs = typeof task.tdur === 'number' ? round(task.tdur / 1000) : null;
      return { startMs: round((task.ts - origin) / 1000), durationMs: round(task.dur! / 1000), cpuMs, fontLookupsMs, top };
    });
  const self = selfTimes(main);
  const byKind: Record<string, number> = {};
  const topEvents: Record<string, number> = {};
  for (const [name, us] of self) {
    const kind = KINDS[name] ?? (name === 'RunTask' ? 'other (task overhead)' : 'other');
    byKind[kind] = (byKind[kind] ?? 0) + us / 1000;
  }
  for (const [name, us] of [...self.entries()].sort((a, b) => b[1] - a[1]).slice(0, 12)) topEvents[name] = round(us / 1000);
  for (const kind of Object.keys(byKind)) byKind[kind] = round(byKind[kind]);
  return {
    longTasks,
    mainThreadMs: round(tasks.reduce((sum, t) => sum + t.dur!, 0) / 1000),
    mainThreadCpuMs: round(tasks.reduce((sum, t) => sum + (t.tdur ?? t.dur!), 0) / 1000),
    byKind,
    topEvents,
    styleRecalcs: main.filter((e) => e.name === 'UpdateLayoutTree' && e.ph === 'X').length,
    layouts: main.filter((e) => e.name === 'Layout' && e.ph === 'X').length,
    // Functions compiled lazily on the main thread the first time they ran: a count, so it does not depend on load.
    lazyCompiles: main.filter((e) => e.name === 'V8.ParseFunction' && e.ph === 'X').length,
    harnessTasksMs: harness.map((task) => round(task.dur! / 1000)),
  };
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

function analyseProfile(profile: CpuProfile): LoadFigures['profile'] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const byScript: Record<string, number> = {};
  const byFunction: Record<string, number> = {};
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const ms = (profile.timeDeltas[i] ?? 0) / 1000;
    const { functionName, url, lineNumber } = node.callFrame;
    const script = url ? url.replace(/^https?:\/\/[^/]+/, '') : `(${functionName || 'native'})`;
    if (functionName === '(idle)' || functionName === '(program)') return;
    byScript[script] = (byScript[script] ?? 0) + ms;
    const fn = `${functionName || '(anonymous)'} ${script}:${lineNumber}`;
    byFunction[fn] = (byFunction[fn] ?? 0) + ms;
  });
  const top = (record: Record<string, number>, n: number) =>
    Object.fromEntries(
      Object.entries(record)
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => [k, round(v)]),
    );
  return { byScript: top(byScript, 12), byFunction: top(byFunction, 20) };
}

/** Runs in the page before its own scripts: collects long tasks and Event Timing entries as they are reported. */
function observePage(): void {
  const w = window as unknown as { __longTasks: number[]; __events: { name: string; duration: number; interactionId: number; start: number }[] };
  w.__longTasks = [];
  w.__events = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) w.__longTasks.push(Math.round(entry.duration));
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
      w.__events.push({ name: entry.name, duration: entry.duration, interactionId: entry.interactionId ?? 0, start: entry.startTime });
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** Waits until the page has hydrated and the main thread has had idle time (the hydration transition is done). */
async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const app = document.getElementById('app');
    return Boolean(app && Object.keys(app).some((key) => key.startsWith('__reactContainer')));
  });
  await page.waitForLoadState('networkidle');
  // A string, not a function: tsx's name-keeping helper (__name) does not exist in the page.
  // Five 50 ms timers in a row that fire less than 10 ms late: nothing is queued any more. (Not requestIdleCallback:
  // in the first page of a fresh headless Chromium its slices stay at 16 ms although nothing is scheduled.)
  await page.evaluate(`new Promise((resolve) => {
    let quiet = 0;
    const next = () => {
      const asked = performance.now();
      setTimeout(() => {
        quiet = performance.now() - asked < 60 ? quiet + 1 : 0;
        if (quiet >= 5) resolve(); else next();
      }, 50);
    };
    next();
  })`);
}

/** DOM size, inline SVG and the number of components React hydrated (function and class fibers). */
async function pageShape(page: Page): Promise<Pick<LoadFigures, 'domElements' | 'inlineSvgs' | 'inlineSvgBytes' | 'hydratedComponents'>> {
  return page.evaluate(() => {
    const svgs = [...document.querySelectorAll('svg')];
    const app = document.getElementById('app') as unknown as Record<string, { current?: unknown; stateNode?: { current?: unknown } }> | null;
    const key = app ? Object.keys(app).find((k) => k.startsWith('__reactContainer')) : undefined;
    type Fiber = { type: unknown; child: Fiber | null; sibling: Fiber | null };
    let root = (key ? app![key] : null) as unknown as Fiber | null;
    let components = 0;
    const stack: Fiber[] = root ? [root] : [];
    while (stack.length) {
      const fiber = stack.pop()!;
      if (typeof fiber.type === 'function') components += 1;
      if (fiber.sibling) stack.push(fiber.sibling);
      if (fiber.child) stack.push(fiber.child);
    }
    root = null;
    return {
      domElements: document.getElementsByTagName('*').length,
      inlineSvgs: svgs.length,
      inlineSvgBytes: svgs.reduce((sum, svg) => sum + svg.outerHTML.length, 0),
      hydratedComponents: components,
    };
  });
}

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ ...PHONE });
  await context.addInitScript(observePage);
  return context;
}

async function measureLoad(browser: Browser, url: string, withProfile: boolean): Promise<LoadFigures> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    const load1 = loadavg()[0];
    if (withProfile) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      await cdp.send('Profiler.start');
    }
    await browser.startTracing(page, { categories: TRACE_CATEGORIES });
    const started = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    await settle(page);
    await page.waitForTimeout(Math.max(500, QUIET_AFTER_MS - (Date.now() - started)));
    const trace = await browser.stopTracing();
    if (process.env.TRACE_FILE) writeFileSync(process.env.TRACE_FILE, trace);
    const profile = withProfile ? analyseProfile(((await cdp.send('Profiler.stop')) as { profile: CpuProfile }).profile) : undefined;
    const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
    const navigation = events.find((e) => e.name === 'navigationStart' && (e.args?.data as { documentLoaderURL?: string } | undefined)?.documentLoaderURL?.startsWith(url));
    const mainThread = pageMainThread(events, url);
    const figures = analyseTrace(events, mainThread, navigation?.ts ?? null);
    const scheduler = schedulerFigures(mainThread.pid);
    const observedLongTasksMs = await page.evaluate(() => (window as unknown as { __longTasks: number[] }).__longTasks);
    return { load1, ...figures, observedLongTasksMs, ...(await pageShape(page)), profile, scheduler };
  } finally {
    await context.close();
  }
}

interface Interaction {
  name: string;
  path: string;
  /** Brings the page to the state before the interaction (after hydration), unthrottled. */
  prepare?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
}

// Components an interaction rendered, independent of the machine's load: before it, the props object of every
// function component is remembered; afterwards, a component whose props object is new was rendered (or mounted) by
// it. (One that re-rendered only for its own state keeps its props object and is not counted.) Strings, not
// functions: tsx's name-keeping helper (__name) does not exist in the page.
const WALK_FIBERS = `(visit) => {
  const app = document.getElementById('app');
  const key = app && Object.keys(app).find((k) => k.startsWith('__reactContainer'));
  const stack = key ? [app[key]] : [];
  while (stack.length) {
    const fiber = stack.pop();
    if (typeof fiber.type === 'function') visit(fiber);
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
}`;
const MARK_RENDERED = `(() => { window.__propsSeen = new WeakSet(); (${WALK_FIBERS})((f) => window.__propsSeen.add(f.memoizedProps)); })()`;
const COUNT_RENDERED = `(() => { let n = 0; (${WALK_FIBERS})((f) => { if (!window.__propsSeen.has(f.memoizedProps)) n += 1; }); return n; })()`;

async function measureInteraction(browser: Browser, baseUrl: string, interaction: Interaction): Promise<{ load1: number; inpMs: number; rendered: number; entries: string }> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  try {
    const load1 = loadavg()[0];
    // The whole visit runs on the slow "phone": hydration still working when the shopper taps counts too.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    await page.goto(baseUrl + interaction.path, { waitUntil: 'load' });
    await settle(page);
    await interaction.prepare?.(page);
    await page.evaluate(MARK_RENDERED);
    const before = await page.evaluate(() => performance.now());
    await interaction.act(page);
    await page.waitForTimeout(1500);
    const rendered = (await page.evaluate(COUNT_RENDERED)) as number;
    const events = await page.evaluate((since) => (window as unknown as { __events: { name: string; duration: number; interactionId: number; start: number }[] }).__events.filter((e) => e.interactionId > 0 && e.start >= since), before);
    const inpMs = events.reduce((max, e) => Math.max(max, e.duration), 0);
    return { load1, inpMs, rendered, entries: events.map((e) => `${e.name} ${Math.round(e.duration)}`).join(', ') };
  } finally {
    await context.close();
  }
}

function interactions(paths: { category: string; product: string }): Interaction[] {
  return [
    { name: 'open the mini cart (home)', path: '/', act: (page) => page.getByRole('banner').getByRole('link', { name: /^Cart, \d+ items?$/ }).first().click() },
    { name: 'open the filters (category)', path: paths.category, act: (page) => page.locator('.listing-toolbar button.listing-filters-button').click() },
    {
      name: 'choose a filter value (category)',
      path: paths.category,
      prepare: async (page) => {
        await page.locator('.listing-toolbar button.listing-filters-button').click();
        await page.getByRole('dialog', { name: 'Filters' }).locator('a.filter-option').first().waitFor();
        await page.waitForTimeout(500);
      },
      act: (page) => page.getByRole('dialog', { name: 'Filters' }).locator('a.filter-option').first().click(),
    },
    { name: 'choose a size (product)', path: paths.product, act: (page) => page.locator('.product-options a').first().click() },
  ];
}

function printLoad(name: string, runs: LoadFigures[]): void {
  const kinds = [...new Set(runs.flatMap((r) => Object.keys(r.byKind)))];
  const kindMedians = Object.fromEntries(kinds.map((k) => [k, median(runs.map((r) => r.byKind[k] ?? 0))])) as Record<string, number>;
  const total = median(runs.map((r) => r.mainThreadMs));
  const onCore = median(runs.map((r) => r.mainThreadCpuMs));
  console.log(`\n${name}: main thread ${total} ms in tasks, ${onCore} ms of it on a core (median of ${runs.length}; load ${runs.map((r) => r.load1.toFixed(1)).join(', ')})`);
  console.log(`  by kind: ${Object.entries(kindMedians).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v} ms (${Math.round((100 * v) / total)} %)`).join(', ')}`);
  console.log(`  lazy compiles on the main thread ${median(runs.map((r) => r.lazyCompiles))}, style recalcs ${median(runs.map((r) => r.styleRecalcs))}, layouts ${median(runs.map((r) => r.layouts))}, DOM elements ${median(runs.map((r) => r.domElements))}, inline SVG ${median(runs.map((r) => r.inlineSvgs))} (${Math.round(median(runs.map((r) => r.inlineSvgBytes)) / 1024)} KB), hydrated components ${median(runs.map((r) => r.hydratedComponents))}`);
  runs.forEach((run, i) => {
    console.log(`  run ${i + 1}: long tasks (trace) ${run.longTasks.map((t) => `${t.durationMs} ms at ${t.startMs}`).join('; ') || 'none'}; observer ${run.observedLongTasksMs.join(', ') || 'none'}; longest ${Math.max(0, ...run.longTasks.map((t) => t.durationMs))} ms`);
    if (run.scheduler) console.log(`      renderer main thread since its start: ran ${run.scheduler.ranMs} ms, waited ${run.scheduler.waitedMs} ms for a core`);
    for (const task of run.longTasks) console.log(`      ${task.durationMs} ms${task.cpuMs === null ? '' : ` (${task.cpuMs} ms on a core)`}: ${task.top}${task.fontLookupsMs ? `; font look-ups ${task.fontLookupsMs}` : ''}`);
    if (run.harnessTasksMs.some((ms) => ms > LONG_TASK_MS)) console.log(`      set aside, Playwright's own (DevTools protocol) tasks over ${LONG_TASK_MS} ms: ${run.harnessTasksMs.filter((ms) => ms > LONG_TASK_MS).join(', ')} ms`);
  });
  console.log(`  top events (self ms, last run): ${Object.entries(runs[runs.length - 1].topEvents).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  const profile = runs[runs.length - 1].profile;
  if (profile) {
    console.log(`  JavaScript self time by script (ms, last run): ${Object.entries(profile.byScript).map(([k, v]) => `${k} ${v}`).join(', ')}`);
    console.log(`  by function:\n${Object.entries(profile.byFunction).map(([k, v]) => `    ${String(v).padStart(5)} ${k}`).join('\n')}`);
  }
}

async function main(): Promise<void> {
  const runs = Number(option('runs') ?? 3);
  if (!Number.isInteger(runs) || runs < 1 || runs > 20) throw new Error('--runs must be an integer from 1 to 20');
  const withProfile = process.argv.includes('--profile');
  const only = option('pages')?.split(',');
  let shop: ShopProcess | null = null;
  let baseUrl = option('url');
  if (!baseUrl) {
    if (!existsSync('dist/client/manifest.json') && spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) throw new Error('npm run build failed');
    shop = await startShop({ port: Number(process.env.BENCH_PORT ?? 4905), dataDir: 'data/bench' });
    baseUrl = shop.url;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  try {
    const paths = await samplePagePaths(baseUrl);
    const pages = Object.entries({ home: '/', category: paths.category, product: paths.product, search: '/search?q=sneaker', checkout: '/checkout' }).filter(([name]) => !only || only.includes(name));
    const load: Record<string, LoadFigures[]> = {};
    for (const [name, path] of pages) {
      await fetch(baseUrl + path); // the HTML cache is warm, as for a visited page
      load[name] = [];
      for (let run = 0; run < runs; run++) load[name].push(await measureLoad(browser, baseUrl + path, withProfile));
      printLoad(`${name} (${path})`, load[name]);
    }
    const inp: Record<string, { load1: number; inpMs: number; rendered: number; entries: string }[]> = {};
    if (!process.argv.includes('--no-inp')) {
      console.log(`\nInteraction to Next Paint at ${THROTTLE}× CPU slowdown (median of ${runs}; the longest Event Timing entry of the interaction)`);
      const onlyInteraction = option('interactions');
      for (const interaction of interactions(paths).filter((i) => !onlyInteraction || i.name.includes(onlyInteraction))) {
        inp[interaction.name] = [];
        for (let run = 0; run < runs; run++) inp[interaction.name].push(await measureInteraction(browser, baseUrl, interaction));
        const list = inp[interaction.name];
        console.log(`  ${interaction.name}: ${median(list.map((r) => r.inpMs))} ms (runs ${list.map((r) => r.inpMs).join(', ')}; load ${list.map((r) => r.load1.toFixed(1)).join(', ')}), components rendered ${median(list.map((r) => r.rendered))} — ${list[list.length - 1].entries}`);
      }
    }
    console.log(`\nload average now: ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
    saveResults('main-thread.json', { runs, load, inp });
  } finally {
    await browser.close();
    await shop?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
