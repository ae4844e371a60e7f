import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks what Ant Design's responsive and overlay components ask the browser for.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }),
});
window.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
const computed = window.getComputedStyle;
window.getComputedStyle = (elt: Element) => computed(elt);
// jsdom has no MessageChannel; antd's select schedules its open/close through one. A timer does the same job
// without the open handle a real (node) channel would leave behind.
window.MessageChannel ??= class {
  port1: { onmessage: ((event: MessageEvent) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => setTimeout(() => this.port1.onmessage?.({ data } as MessageEvent)) };
} as unknown as typeof MessageChannel;
// jsdom has no TextEncoder either; contracts (the calendar invite renderer) builds one at import.
Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });

// A component test types into Ant Design forms through jsdom: seconds each on a busy 2-core machine.
jest.setTimeout(90_000);

// The app loads one language's catalogue chunk at a time; the tests have both at hand. Required here, after the
// polyfills above: an import would be hoisted before them.
/* eslint-disable @typescript-eslint/no-require-imports */
const { applyLanguage, i18n } = require('../src/i18n') as typeof import('../src/i18n');
const { resources } = require('../src/i18n/resources') as typeof import('../src/i18n/resources');
/* eslint-enable @typescript-eslint/no-require-imports */
for (const [language, catalogue] of Object.entries(resources))
  for (const [namespace, texts] of Object.entries(catalogue)) i18n.addResourceBundle(language, namespace, texts, true, true);
applyLanguage('en');
