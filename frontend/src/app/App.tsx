import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { LanguageProvider } from '../i18n/LanguageProvider';
import { AppRoutes } from './router';
import { store } from './store';
import { theme } from './theme';

export function App() {
  return (
    <Provider store={store}>
      <LanguageProvider>
        <ConfigProvider theme={theme}>
          <AntApp>
            <ErrorBoundary>
              <AppRoutes />
            </ErrorBoundary>
          </AntApp>
        </ConfigProvider>
      </LanguageProvider>
    </Provider>
  );
}
