import type { Express } from 'express';

export interface RegisteredRoute {
  method: string;
  path: string;
}

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
}

/** Every method and path an express app serves, read from its router (security matrices enumerate them). */
export function registeredRoutes(app: Express): RegisteredRoute[] {
  const stack = (app as unknown as { router: { stack: Layer[] } }).router.stack;
  return stack.flatMap((layer) => {
    if (!layer.route) return [];
    const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
    return paths.flatMap((path) => Object.keys(layer.route!.methods).map((m) => ({ method: m.toUpperCase(), path })));
  });
}
