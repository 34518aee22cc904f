/**
 * The route table: every route of spec §2, each with its area's guard. Find a screen
 * from its URL here.
 */
import type { ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { paths } from './paths';
import { Guard, homeFor, type Area } from './guards';
import { FallbackScreen } from './FallbackScreen';
import { authScreens } from '../features/auth/screens';
import { dashboardScreens } from '../features/dashboard/screens';
import { DashboardLayout } from '../features/dashboard/DashboardLayout';
import { AuthLayout } from '../features/auth/AuthLayout';

export interface RouteDef {
  path: string;
  screen: ComponentType;
}

function areaRoute(area: Area, { path, screen: Screen }: RouteDef) {
  const Layout = area === 'auth' ? AuthLayout : DashboardLayout;
  return (
    <Route key={path} path={path}>
      <Guard area={area}>
        <Layout>
          <Screen />
        </Layout>
      </Guard>
    </Route>
  );
}

export function AppRoutes() {
  return (
    <Switch>
      <Route path={paths.root}>
        <Redirect to={homeFor()} replace />
      </Route>
      {authScreens.map((r) => areaRoute('auth', r))}
      {dashboardScreens.map((r) => areaRoute('dashboard', r))}
      <Route>
        <FallbackScreen detail="404 Not Found: this page does not exist." />
      </Route>
    </Switch>
  );
}
