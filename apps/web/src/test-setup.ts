import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { FakeWebSocket } from './test/fake-web-socket';

afterEach(() => cleanup());
// Pages open live sockets; no unit test reaches the network (browser tests use the real service).
vi.stubGlobal('WebSocket', FakeWebSocket);
// jsdom does not lay out, so it has no scrollIntoView; forms call it after a failed submit.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
