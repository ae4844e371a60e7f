import { Button, Flex, Typography } from 'antd';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../i18n';

interface State {
  failed: boolean;
}

/** The last line of defence: 'Something went wrong.' with a Reload button (SPEC §2). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    // Plain antd parts, not Result: its illustrations would weigh on the sign-in bundle.
    return (
      <Flex vertical align="center" justify="center" gap={16} style={{ minHeight: '60vh' }} role="alert">
        <Typography.Title level={3}>{i18n.t('messages:common.somethingWentWrong')}</Typography.Title>
        <Button type="primary" onClick={() => window.location.reload()}>
          {i18n.t('actions.reload')}
        </Button>
      </Flex>
    );
  }
}
