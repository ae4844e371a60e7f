/** Freezes only Date at `iso` for each test of the file: timers, animation frames and promises run for real. */
export function freezeDateAt(iso: string): void {
  beforeEach(() => {
    jest.useFakeTimers({
      now: new Date(iso),
      doNotFake: [
        'setTimeout',
        'clearTimeout',
        'setInterval',
        'clearInterval',
        'setImmediate',
        'clearImmediate',
        'queueMicrotask',
        'nextTick',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'requestIdleCallback',
        'cancelIdleCallback',
        'hrtime',
        'performance',
      ],
    });
  });
  afterEach(() => jest.useRealTimers());
}
