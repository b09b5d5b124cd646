import { Component, Suspense, useRef, useState, type ErrorInfo, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  /** Remote (or widget) name, shown to developers and used in data attributes. */
  name: string;
  children: ReactNode;
  /** Shown while the remote loads. A page slot should pass a skeleton that keeps the layout. */
  loading?: ReactNode;
  /** Compact fallback for header and floating widgets. */
  compact?: boolean;
  /**
   * Called when the shopper presses Retry, before the slot renders again, e.g. to drop a
   * cached failed import or to re-read where the remote lives now.
   */
  onRetry?: () => void | Promise<void>;
  /**
   * Tried before the fallback shows, at most RECOVERY_LIMIT times per RECOVERY_WINDOW_MS: resolve true to
   * render the slot again at once (a remote redeployed while the page was open, re-registered
   * from its new address), false to show the fallback. The slot keeps its loading state
   * meanwhile, so the shopper never meets an empty box.
   */
  recover?: (error: Error) => Promise<boolean>;
  /**
   * Shown instead of the Unavailable + Retry notice when the remote fails, for a slot
   * the host can fill itself (the shell's own search form stands in for the catalog's).
   */
  fallback?: ReactNode;
  /**
   * What to say instead of the Unavailable + Retry notice for a failure the host knows
   * (undefined for any other): a remote the page refuses to run, say. `retry` is Retry's.
   */
  notice?: (error: Error, retry: () => void) => ReactNode | undefined;
  /**
   * What the boundary holds now, e.g. 'pcBuilder/routes#builder'. A boundary that failed
   * on one part renders the next one afresh: the router reuses the page's boundary when
   * the shopper leaves a page whose remote failed for a page of another.
   */
  part?: string;
}

/**
 * A failed slot tries to recover on its own at most RECOVERY_LIMIT times within
 * RECOVERY_WINDOW_MS (a redeployed remote may take a re-registration, then a reload);
 * after that, Retry is the way.
 */
export const RECOVERY_LIMIT = 3;
export const RECOVERY_WINDOW_MS = 30_000;

interface CatcherProps {
  name: string;
  compact: boolean;
  onRetry: () => void;
  fallback?: ReactNode;
  notice?: (error: Error, retry: () => void) => ReactNode | undefined;
  part?: string;
  loading: ReactNode;
  /** Resolves false at once when no recovery may be tried now. */
  recover?: (error: Error) => Promise<boolean>;
  onRecovered: () => void;
  children: ReactNode;
}

interface CatcherState {
  error: Error | null;
  /** Whether the fallback may show: false while a recovery is being decided or tried. */
  settled: boolean;
  /** The part the error belongs to. */
  part?: string;
}

class ErrorCatcher extends Component<CatcherProps, CatcherState> {
  override state: CatcherState = { error: null, settled: false, part: this.props.part };

  static getDerivedStateFromError(error: Error): Partial<CatcherState> {
    return { error, settled: false };
  }

  static getDerivedStateFromProps(props: CatcherProps, state: CatcherState) {
    if (props.part === state.part) return null;
    return { error: null, settled: false, part: props.part };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shop] "${this.props.name}" failed`, error, info.componentStack);
    const { recover } = this.props;
    if (!recover) {
      this.setState({ settled: true });
      return;
    }
    recover(error).then(
      (recovered) => {
        if (recovered) this.props.onRecovered();
        else this.setState({ settled: true });
      },
      () => this.setState({ settled: true }),
    );
  }

  override render() {
    if (!this.state.error) return this.props.children;
    // Until a recovery is known to have failed, the slot looks as it did while loading.
    if (!this.state.settled) return this.props.loading;
    if (this.props.fallback !== undefined) return this.props.fallback;
    const { name, compact, onRetry, notice } = this.props;
    const known = notice?.(this.state.error, onRetry);
    if (known !== undefined) return known;
    return (
      <div
        role="alert"
        data-remote-fallback={name}
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: 'var(--space-3, 12px)',
          flexWrap: 'wrap',
          padding: compact ? 'var(--space-1, 4px)' : 'var(--space-6, 32px) var(--space-4, 16px)',
          justifyContent: compact ? 'flex-start' : 'center',
          // Compact fallbacks sit in the dark header or over content: keep the slot's colour.
          color: compact ? 'inherit' : 'var(--color-text-muted, #555)',
          fontSize: compact ? '0.85rem' : '1rem',
        }}
      >
        <span>{compact ? 'Unavailable' : 'This part of the shop could not be loaded.'}</span>
        <button
          type="button"
          onClick={onRetry}
          style={{
            minHeight: 44,
            minWidth: 44,
            padding: '0 var(--space-4, 16px)',
            borderRadius: 'var(--radius-md, 8px)',
            border: '1px solid var(--color-border, #ccc)',
            background: 'var(--color-surface, #fff)',
            color: 'var(--color-text, #111)',
            cursor: 'pointer',
            font: 'inherit',
          }}
        >
          Retry
        </button>
      </div>
    );
  }
}

/**
 * Error boundary + Suspense around one federated slot: a remote that is down or throws
 * shows a small fallback with Retry, and the rest of the page keeps working.
 */
export function RemoteBoundary({
  name,
  children,
  loading,
  compact = false,
  onRetry,
  fallback,
  notice,
  part,
  recover,
}: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const recoveries = useRef<number[]>([]);
  const retry = () => {
    const preparing = onRetry?.();
    if (preparing) {
      // A retry whose preparation failed (remotes.json unreachable, say) still tries again.
      void preparing.catch(() => undefined).then(() => setAttempt((n) => n + 1));
    } else setAttempt((n) => n + 1);
  };
  const tryRecover = recover
    ? (error: Error) => {
        const now = Date.now();
        recoveries.current = recoveries.current.filter((at) => now - at < RECOVERY_WINDOW_MS);
        if (recoveries.current.length >= RECOVERY_LIMIT) return Promise.resolve(false);
        recoveries.current.push(now);
        return recover(error);
      }
    : undefined;
  const placeholder = loading ?? <div aria-busy="true" data-remote-loading={name} />;
  return (
    <ErrorCatcher
      key={attempt}
      name={name}
      compact={compact}
      onRetry={retry}
      fallback={fallback}
      notice={notice}
      part={part}
      loading={placeholder}
      recover={tryRecover}
      onRecovered={() => setAttempt((n) => n + 1)}
    >
      <Suspense fallback={placeholder}>{children}</Suspense>
    </ErrorCatcher>
  );
}
