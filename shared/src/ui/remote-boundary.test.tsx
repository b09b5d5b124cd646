import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, type ComponentType } from 'react';
import { RECOVERY_LIMIT, RemoteBoundary } from './remote-boundary';

const FALLBACK_TEXT = 'This part of the shop could not be loaded.';

let consoleError: jest.SpyInstance;

beforeEach(() => {
  // React and the boundary itself log every caught error; those are expected here.
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => consoleError.mockRestore());

function Broken(): never {
  throw new Error('remote exploded');
}

/**
 * A remote that is down until `bringUp()` is called. (React itself renders a throwing
 * child twice before giving up, so "fails once" has to mean "fails until fixed".)
 */
function flakyRemote() {
  let up = false;
  function Flaky() {
    if (!up) throw new Error('remote not reachable');
    return <p>Cart widget</p>;
  }
  return {
    Flaky,
    bringUp: () => {
      up = true;
    },
  };
}

describe('RemoteBoundary', () => {
  it('renders its children when nothing goes wrong', () => {
    render(
      <RemoteBoundary name="catalog">
        <p>Product grid</p>
      </RemoteBoundary>,
    );
    expect(screen.getByText('Product grid')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback with Retry when a child throws, and keeps the rest of the page', () => {
    render(
      <div>
        <header>Shop header</header>
        <RemoteBoundary name="catalog">
          <Broken />
        </RemoteBoundary>
      </div>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(FALLBACK_TEXT);
    expect(alert).toHaveAttribute('data-remote-fallback', 'catalog');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getByText('Shop header')).toBeInTheDocument();
    expect(consoleError).toHaveBeenCalledWith(
      '[shop] "catalog" failed',
      expect.objectContaining({ message: 'remote exploded' }),
      expect.anything(),
    );
  });

  it("shows the compact fallback 'Unavailable' for header and floating widgets", () => {
    render(
      <RemoteBoundary name="auth/SignInControl" compact>
        <Broken />
      </RemoteBoundary>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Unavailable');
    expect(alert).not.toHaveTextContent(FALLBACK_TEXT);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows the given fallback instead of the notice when the host can fill the slot itself', () => {
    render(
      <RemoteBoundary name="catalog/SearchBox" compact fallback={<p>Shell search form</p>}>
        <Broken />
      </RemoteBoundary>,
    );
    expect(screen.getByText('Shell search form')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('calls onRetry and renders the children again when Retry is clicked', () => {
    const { Flaky, bringUp } = flakyRemote();
    // The shell's onRetry drops the cached failed import; here it brings the remote back.
    const onRetry = jest.fn(bringUp);
    render(
      <RemoteBoundary name="cart/CartWidget" onRetry={onRetry}>
        <Flaky />
      </RemoteBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Cart widget')).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));

    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Cart widget')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the fallback again when the retry fails too, and can be retried once more', () => {
    const { Flaky, bringUp } = flakyRemote();
    const onRetry = jest.fn();
    render(
      <RemoteBoundary name="cart/CartWidget" onRetry={onRetry}>
        <Flaky />
      </RemoteBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK_TEXT);

    bringUp();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Cart widget')).toBeInTheDocument();
  });

  it('retries without an onRetry callback', () => {
    const { Flaky, bringUp } = flakyRemote();
    render(
      <RemoteBoundary name="catalog">
        <Flaky />
      </RemoteBoundary>,
    );
    bringUp();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Cart widget')).toBeInTheDocument();
  });

  describe('while a lazy child loads', () => {
    function deferredModule() {
      let resolve!: (module: { default: ComponentType }) => void;
      let reject!: (error: Error) => void;
      const promise = new Promise<{ default: ComponentType }>((res, rej) => {
        resolve = res;
        reject = rej;
      });
      return { load: () => promise, resolve, reject };
    }

    it('shows the loading node, then the child', async () => {
      const remote = deferredModule();
      const Page = lazy(remote.load);
      render(
        <RemoteBoundary name="catalog" loading={<p>Loading products…</p>}>
          <Page />
        </RemoteBoundary>,
      );
      expect(screen.getByText('Loading products…')).toBeInTheDocument();

      await act(async () => remote.resolve({ default: () => <p>Product grid</p> }));

      expect(screen.getByText('Product grid')).toBeInTheDocument();
      expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
    });

    it('shows a busy placeholder when no loading node is given', () => {
      const remote = deferredModule();
      const Page = lazy(remote.load);
      const { container } = render(
        <RemoteBoundary name="pcBuilder">
          <Page />
        </RemoteBoundary>,
      );
      const placeholder = container.querySelector('[data-remote-loading="pcBuilder"]');
      expect(placeholder).toHaveAttribute('aria-busy', 'true');
    });

    it('shows the fallback when the remote fails to load', async () => {
      const remote = deferredModule();
      const Page = lazy(remote.load);
      render(
        <RemoteBoundary name="catalog" loading={<p>Loading products…</p>}>
          <Page />
        </RemoteBoundary>,
      );
      await act(async () => remote.reject(new Error('ScriptExternalLoadError')));

      expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK_TEXT);
      expect(screen.queryByText('Loading products…')).not.toBeInTheDocument();
    });
  });

  describe('with a recovery (a remote redeployed while the page is open)', () => {
    it('renders the slot again when the recovery succeeds, without showing the fallback', async () => {
      const { Flaky, bringUp } = flakyRemote();
      let settle!: (recovered: boolean) => void;
      const recover = jest.fn(() => new Promise<boolean>((resolve) => (settle = resolve)));
      render(
        <RemoteBoundary name="cart" loading={<p>Loading cart…</p>} recover={recover}>
          <Flaky />
        </RemoteBoundary>,
      );
      // While the recovery runs the slot keeps its loading look: never an empty box.
      expect(screen.getByText('Loading cart…')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(recover).toHaveBeenCalledWith(
        expect.objectContaining({ message: 'remote not reachable' }),
      );

      bringUp();
      await act(async () => settle(true));
      expect(screen.getByText('Cart widget')).toBeInTheDocument();
    });

    it('shows the fallback with Retry when the recovery gives up', async () => {
      render(
        <RemoteBoundary name="catalog" recover={() => Promise.resolve(false)}>
          <Broken />
        </RemoteBoundary>,
      );
      await act(async () => undefined);
      expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK_TEXT);
    });

    it('tries a few times in a while at most, so a slot that keeps failing ends at its fallback', async () => {
      const recover = jest.fn(() => Promise.resolve(true));
      render(
        <RemoteBoundary name="catalog" recover={recover}>
          <Broken />
        </RemoteBoundary>,
      );
      for (let i = 0; i < RECOVERY_LIMIT + 2; i += 1) await act(async () => undefined);
      expect(recover).toHaveBeenCalledTimes(RECOVERY_LIMIT);
      expect(screen.getByRole('alert')).toHaveTextContent(FALLBACK_TEXT);
    });

    it('waits for an asynchronous Retry preparation before rendering again', async () => {
      const { Flaky, bringUp } = flakyRemote();
      let prepared!: () => void;
      const onRetry = () => new Promise<void>((resolve) => (prepared = resolve));
      render(
        <RemoteBoundary name="auth" onRetry={onRetry}>
          <Flaky />
        </RemoteBoundary>,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
      bringUp();
      expect(screen.queryByText('Cart widget')).not.toBeInTheDocument();
      await act(async () => prepared());
      expect(screen.getByText('Cart widget')).toBeInTheDocument();
    });
  });

  it('renders the next part afresh after one failed (a page left for another)', () => {
    const { rerender } = render(
      <RemoteBoundary name="pcBuilder" part="pcBuilder/routes#builder">
        <Broken />
      </RemoteBoundary>,
    );
    expect(screen.getByText(FALLBACK_TEXT)).toBeTruthy();
    rerender(
      <RemoteBoundary name="catalog" part="catalog/routes#category">
        <h1>Monitors</h1>
      </RemoteBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Monitors' })).toBeTruthy();
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
  });

  it('says what the host knows about a failure, with Retry of its own', () => {
    const retried = jest.fn();
    render(
      <RemoteBoundary
        name="pcBuilder"
        onRetry={retried}
        notice={(error, retry) =>
          error.message === 'remote exploded' ? (
            <button type="button" onClick={retry}>
              Built for another version
            </button>
          ) : undefined
        }
      >
        <Broken />
      </RemoteBoundary>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Built for another version' }));
    expect(retried).toHaveBeenCalledTimes(1);
    expect(screen.queryByText(FALLBACK_TEXT)).toBeNull();
  });
});
