import { paths } from '../config/paths';
import { ComingSoon } from '../ui/ComingSoon';

/** An honest holder for a signed-in screen not built yet: no made-up figures. */
export const dashboardHolder = (title: string) =>
  function Holder() {
    return <ComingSoon title={title} back={{ to: paths.dashboard.notifications, label: 'See your notifications' }} />;
  };
