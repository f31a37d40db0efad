export { useRouteHandle, useRouteTitle, type RouteHandle, type TitleKey } from './routeHandle';
