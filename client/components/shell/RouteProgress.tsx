import { useNavigation } from 'react-router';

/** A thin bar at the top of the page while the next route loads (spec 01 §4 "A route change shows a progress bar"). */
export function RouteProgress() {
  const navigation = useNavigation();
  const active = navigation.state !== 'idle';
  return <div className={active ? 'route-progress is-active' : 'route-progress'} role="presentation" aria-hidden="true" />;
}
