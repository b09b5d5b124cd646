import { Component, Suspense, useState, type ErrorInfo, type ReactNode } from 'react';

interface RemoteBoundaryProps {
  /** Remote (or widget) name, shown to developers and used in data attributes. */
  name: string;
  children: ReactNode;
  /** Shown while the remote loads. A page slot should pass a skeleton that keeps the layout. */
  loading?: ReactNode;
  /** Compact fallback for header and floating widgets. */
  compact?: boolean;
  /** Called before a retry, e.g. to drop a cached failed import. */
  onRetry?: () => void;
  /**
   * Shown instead of the Unavailable + Retry notice when the remote fails, for a slot
   * the host can fill itself (the shell's own search form stands in for the catalog's).
   */
  fallback?: ReactNode;
}

interface CatcherProps {
  name: string;
  compact: boolean;
  onRetry: () => void;
  fallback?: ReactNode;
  children: ReactNode;
}

class ErrorCatcher extends Component<CatcherProps, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[shop] "${this.props.name}" failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    if (this.props.fallback !== undefined) return this.props.fallback;
    const { name, compact, onRetry } = this.props;
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
}: RemoteBoundaryProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    onRetry?.();
    setAttempt((n) => n + 1);
  };
  return (
    <ErrorCatcher key={attempt} name={name} compact={compact} onRetry={retry} fallback={fallback}>
      <Suspense fallback={loading ?? <div aria-busy="true" data-remote-loading={name} />}>
        {children}
      </Suspense>
    </ErrorCatcher>
  );
}
