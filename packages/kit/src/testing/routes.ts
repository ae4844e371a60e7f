import type { Express } from 'express';

export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  /** A router mounted with `app.use(router)` or `app.use('/', router)`. */
  slash?: boolean;
  rawPath?: string;
  handle?: { stack?: Layer[] };
}

function routesOf(stack: Layer[], prefix: string): RegisteredRoute[] {
  return stack.flatMap((layer) => {
    if (layer.handle?.stack && (layer.slash || typeof layer.rawPath === 'string'))
      return routesOf(layer.handle.stack, layer.slash ? prefix : `${prefix}${layer.rawPath}`);
    if (!layer.route) return [];
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    return paths.flatMap((path) => Object.keys(layer.route!.methods).map((m) => ({ method: m.toUpperCase(), path: `${prefix}${path}` })));
  });
}

/** Every method and path an express app serves, read from its router and the routers mounted in it (security matrices enumerate them). */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  return routesOf((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
}
