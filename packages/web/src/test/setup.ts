import { afterAll, afterEach, vi } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import dayjs from 'dayjs';
import { registerLocale } from '../shared/i18n/i18n';
import { bundle as enUS } from '../shared/i18n/bundles/en_US';
import { bundle as esES } from '../shared/i18n/bundles/es_ES';
import { bundle as ptBR } from '../shared/i18n/bundles/pt_BR';
import { allTexts } from './allTexts';

// The page loads a language's texts when it is chosen, and a namespace's with the code using it;
// tests switch freely and render any screen, so all are here.
registerLocale('pt_BR', { ...ptBR, messages: allTexts('pt_BR') });
registerLocale('en_US', { ...enUS, messages: allTexts('en_US') });
registerLocale('es_ES', { ...esES, messages: allTexts('es_ES') });

// Testing Library only cleans up by itself when test globals are on; they are not here.
afterEach(() => {
  cleanup();
  // Editor tabs are remembered per browser tab: each test starts with none.
  sessionStorage.clear();
});

// Files share one jsdom (`isolate: false`): what a file leaves in the page, the storage, the URL,
// the global stand-ins, the timers or dayjs's global locale is reset before the next file.
afterAll(() => {
  document.body.replaceChildren();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  dayjs.locale('en');
});

// findBy/waitFor give up after 1 s by default; on a loaded 2-core CI machine an antd screen can
// take longer to settle. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks the layout APIs antd reaches for; inert stand-ins are enough for unit tests.
if (!window.matchMedia) {
  window.matchMedia = (query: string): MediaQueryList =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverStub, writable: true });
}

// The rich text editor (ProseMirror) measures ranges to scroll the cursor into view.
if (!Range.prototype.getClientRects) {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
}
