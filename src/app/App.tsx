import { useMemo } from 'react';
import { Router, useLocation } from 'wouter';
import { ServicesProvider, type Services } from '../lib/services';
import type { I18n } from '../lib/i18n';
import { I18nProvider } from '../lib/useI18n';
import { createBaseLocation } from './router/base-location';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';

export function App({ services, i18n }: { services: Services; i18n: I18n }) {
  const location = useMemo(() => createBaseLocation(services.options.basePath), [services.options.basePath]);
  return (
    <ServicesProvider services={services}>
      <I18nProvider i18n={i18n}>
        <Router hook={location.hook} hrefs={location.href}>
          <div className="bank-root" role="region" aria-label={i18n.t('common.region')} lang={i18n.locale} dir={i18n.dir}>
            <OuterBoundary />
          </div>
        </Router>
      </I18nProvider>
    </ServicesProvider>
  );
}

/** The last resort, for a layout that fails; screens fail inside their layout's own boundary. */
function OuterBoundary() {
  const [path] = useLocation();
  return (
    <ErrorBoundary resetKey={path}>
      <AppRoutes />
    </ErrorBoundary>
  );
}
