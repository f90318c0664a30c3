import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../../lib/ui/i18n/catalogue';

/** Keeps a failing view from blanking the page: says what failed and offers to try again. */
export class ErrorBoundary extends Component<{ children: ReactNode; label?: string }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Social Lookup view failed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="error-panel" role="alert">
        <p className="error-title">{this.props.label === undefined ? t('common.boundary.failedView') : t('common.boundary.failed', { label: this.props.label })}</p>
        <p className="error-detail">{t('common.boundary.why')}</p>
        <details className="error-more">
          <summary>{t('common.details')}</summary>
          <pre className="raw-body">{this.state.error.message}</pre>
        </details>
        <div className="actions">
          <button type="button" className="btn btn-secondary" onClick={() => this.setState({ error: null })}>
            {t('common.boundary.tryAgain')}
          </button>
        </div>
      </div>
    );
  }
}
