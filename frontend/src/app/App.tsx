import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { AppRoutes } from './router';
import { store } from './store';
import { theme } from './theme';

export function App() {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <ErrorBoundary>
          <Provider store={store}>
            <AppRoutes />
          </Provider>
        </ErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
