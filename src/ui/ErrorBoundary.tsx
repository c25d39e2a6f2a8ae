import { Component, type ErrorInfo, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** Goes back to the last save shown without a crash; false when there is none. */
  onRestore: () => boolean;
  onMenu: () => void;
}

interface ErrorBoundaryState {
  error: Error | null;
  /** Set when going back to the last good save found none. */
  noGoodSave: boolean;
}

/**
 * A crash in a screen never leaves a blank page: it says what happened in plain words and offers the
 * last good save (kept apart from the autosave, which may be what crashed) or the menu.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  override state: ErrorBoundaryState = { error: null, noGoodSave: false };

  static getDerivedStateFromError(error: unknown): Partial<ErrorBoundaryState> {
    return { error: error instanceof Error ? error : new Error(String(error)), noGoodSave: false };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('The screen crashed', error, info.componentStack);
  }

  private restore = () => {
    if (this.props.onRestore()) this.setState({ error: null });
    else this.setState({ noGoodSave: true });
  };

  private menu = () => {
    this.props.onMenu();
    this.setState({ error: null });
  };

  override render() {
    const { error, noGoodSave } = this.state;
    if (!error) return this.props.children;
    return (
      <main className="crash" role="alertdialog" aria-labelledby="crash-title" aria-describedby="crash-text">
        <h1 id="crash-title">Something went wrong</h1>
        <p id="crash-text">
          The game hit a problem it could not handle and stopped showing the table. Your game is not lost: you
          can go back to the last moment it was shown without trouble, or return to the menu.
        </p>
        <p className="crash-detail">What happened: {error.message || 'an unknown error'}</p>
        {noGoodSave && (
          <p className="notice" role="alert">
            There is no earlier good save to go back to. Return to the menu to start a new game.
          </p>
        )}
        <div className="crash-buttons">
          {!noGoodSave && (
            // biome-ignore lint/a11y/noAutofocus: the only way forward from a crash gets the focus
            <button type="button" className="primary" onClick={this.restore} autoFocus>
              Return to the last good save
            </button>
          )}
          <button type="button" onClick={this.menu}>
            Go to the menu
          </button>
        </div>
      </main>
    );
  }
}
