import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { router } from './router';
import { store } from './store';
import { theme } from './theme';

export function App() {
  return (
    <ConfigProvider theme={theme}>
      <AntApp>
        <ErrorBoundary>
          <Provider store={store}>
            <RouterProvider router={router} />
          </Provider>
        </ErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
