import { vi } from 'vitest';

/**
 * The first setup file of every test file. Files share their worker's modules and jsdom
 * (`isolate: false`, vitest.config.ts): starting each file from unevaluated source modules keeps
 * one file's module state and `vi.mock` stand-ins (bound into the modules that imported them)
 * out of the next, while the packages under node_modules (antd, React…) stay loaded, which is
 * what the sharing saves.
 */
vi.resetModules();
