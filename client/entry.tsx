// The browser's entry: the app's code is client/app.tsx, so that lazily loaded modules can name it as the shell they
// run in (scripts/lazy-modules-plugin.ts) without starting a second app.
import { start } from './app.js';

void start();
