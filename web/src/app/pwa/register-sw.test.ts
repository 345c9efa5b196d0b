import { afterEach, describe, expect, it, vi } from 'vitest';
import { register } from './register-sw';
import { setWaitingUpdate } from './update-store';

/** A service worker: an EventTarget with a state and postMessage. */
class FakeWorker extends EventTarget {
  state = 'installing';
  postMessage = vi.fn();
  install() {
    this.state = 'installed';
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  /** The browser found a new version and starts installing it. */
  update(worker: FakeWorker) {
    this.installing = worker;
    this.dispatchEvent(new Event('updatefound'));
  }
}

/** navigator.serviceWorker: `controller` is the worker running this page, if any. */
function fakeContainer(registration: FakeRegistration, controller: object | null) {
  const container = Object.assign(new EventTarget(), {
    controller,
    register: vi.fn(async () => registration),
  });
  return container as unknown as ServiceWorkerContainer & { register: typeof container.register };
}

vi.mock('./update-store', () => ({ setWaitingUpdate: vi.fn() }));

/** The updates offered to the prompt so far: each is the function its Reload button calls. */
const offers = () => vi.mocked(setWaitingUpdate).mock.calls.map(([apply]) => apply!);

afterEach(() => {
  vi.mocked(setWaitingUpdate).mockReset();
  vi.restoreAllMocks();
});

describe('register', () => {
  it('registers /sw.js and offers nothing on a first install', async () => {
    const registration = new FakeRegistration();
    const container = fakeContainer(registration, null);
    await register(container, vi.fn());
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const worker = new FakeWorker();
    registration.update(worker);
    worker.install();
    expect(offers()).toHaveLength(0);
  });

  it('offers a new version once it waits, and applying it hands over and reloads', async () => {
    const registration = new FakeRegistration();
    const container = fakeContainer(registration, {});
    const reload = vi.fn();
    await register(container, reload);
    const worker = new FakeWorker();
    registration.update(worker);
    expect(offers()).toHaveLength(0); // still installing
    worker.install();
    expect(offers()).toHaveLength(1);

    await offers()[0]!();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers a version that was already waiting when the page loaded', async () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker();
    waiting.state = 'installed';
    registration.waiting = waiting;
    await register(fakeContainer(registration, {}), vi.fn());
    expect(offers()).toHaveLength(1);
    await offers()[0]!();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
  });

  it('logs a failed registration', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = fakeContainer(new FakeRegistration(), null);
    container.register.mockRejectedValueOnce(new Error('insecure'));
    await register(container, vi.fn());
    expect(warn).toHaveBeenCalledWith('Service worker registration failed', expect.any(Error));
  });
});
