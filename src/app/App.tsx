import { useMemo } from 'react';
import { Router, useLocation } from 'wouter';
import { createBaseLocation } from './router/base-location';
import { ErrorBoundary } from './ErrorBoundary';
import { AppRoutes } from './routes';
import { ServicesProvider, type Services } from './services';

export function App({ services }: { services: Services }) {
  const location = useMemo(() => createBaseLocation(services.options.basePath), [services.options.basePath]);
  return (
    <ServicesProvider services={services}>
      <Router hook={location.hook} hrefs={location.href}>
        <div className="bank-root" role="region" aria-label="Online banking">
          <RoutedBoundary />
        </div>
      </Router>
    </ServicesProvider>
  );
}

function RoutedBoundary() {
  const [path] = useLocation();
  return (
    <ErrorBoundary resetKey={path}>
      <AppRoutes />
    </ErrorBoundary>
  );
}
