import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createJwksVerifier,
  createLogger,
  deleteKafkaNamespace,
  dropDatabase,
  listenHttp,
  startService,
  type RunningService,
} from '@consign/kit';
import { catalogService } from '../../services/catalog/src/service';
import { deliveriesService } from '../../services/deliveries/src/service';
import { createGatewayApp, type GatewayApp } from '../../services/gateway/src/http/gateway-app';
import { seedDemo } from '../../services/identity/src/app/seed-demo';
import { identityService } from '../../services/identity/src/service';
import { ledgerService } from '../../services/ledger/src/service';
import { notificationsService } from '../../services/notifications/src/service';
import { freePort, type ServiceName } from '../stack';
import { demoCatalogSetup, productBody, signIn, type ApiClient } from './harness';

/**
 * Every service and the gateway in this one process (so the fuzz pass can list the routes each express
 * app serves), on databases named `<namespace>_<service>`, with demo accounts and a few real rows to aim at.
 */
export interface FuzzTarget {
  gatewayUrl: string;
  gatewayApp: GatewayApp;
  services: Record<ServiceName, RunningService>;
  staff: ApiClient;
  /** Real ids by the kind of thing a path parameter names. */
  ids: Record<'seller' | 'product' | 'store' | 'coworker', string>;
  stop(): Promise<void>;
}

export interface FuzzTargetOptions {
  serverUrl: string;
  redisUrl: string;
  /** The bus is Kafka when set (the broker ensureInfra or the jest global setup found), else Redis Streams. */
  kafkaBrokers?: string;
  namespace: string;
}

export async function startFuzzTarget(opts: FuzzTargetOptions): Promise<FuzzTarget> {
  const started: RunningService[] = [];
  const env = (name: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
    // The in-process target keeps the published SIGNING_SECRET, which only development and tests accept.
    NODE_ENV: 'test',
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'silent',
    DATABASE_URL: opts.serverUrl,
    DB_NAME: `${opts.namespace}_${name}`,
    REDIS_URL: opts.redisUrl,
    BUS_NAMESPACE: opts.namespace,
    ...(opts.kafkaBrokers ? { EVENT_BUS: 'kafka', KAFKA_BROKERS: opts.kafkaBrokers } : { EVENT_BUS: 'redis' }),
    DATA_DIR: `${process.cwd()}/.data/${opts.namespace}`,
    ...extra,
  });
  let gateway: Server | undefined;
  const stop = async () => {
    if (gateway) await new Promise((r) => gateway!.close(r));
    for (const s of started.reverse()) await s.stop();
    for (const name of ['identity', 'catalog', 'deliveries', 'ledger', 'notifications'])
      await dropDatabase(opts.serverUrl, `${opts.namespace}_${name}`);
    if (opts.kafkaBrokers) await deleteKafkaNamespace(opts.kafkaBrokers, opts.namespace);
  };
  try {
    // Fresh databases read the namespace's topics from the start: an earlier run's events must not be there.
    if (opts.kafkaBrokers) await deleteKafkaNamespace(opts.kafkaBrokers, opts.namespace);
    const identity = await startService(identityService, env('identity'));
    started.push(identity);
    await seedDemo(identity.deps.db, () => undefined);
    const jwks = { JWKS_URL: `${identity.url}/.well-known/jwks.json` };
    // catalog's sales debit store credit in this ledger, which starts after it: its port is chosen first.
    const ledgerPort = await freePort();
    const [catalog, deliveries, notifications] = await Promise.all([
      startService(catalogService, env('catalog', { ...jwks, LEDGER_URL: `http://127.0.0.1:${ledgerPort}` })),
      startService(deliveriesService, env('deliveries', jwks)),
      startService(notificationsService, env('notifications', jwks)),
    ]);
    // The ledger reads catalog's sold products for its reconciliation route.
    const ledger = await startService(ledgerService, env('ledger', { ...jwks, CATALOG_URL: catalog.url, PORT: String(ledgerPort) }));
    started.push(catalog, deliveries, ledger, notifications);
    const services = { identity, catalog, deliveries, ledger, notifications };
    const gatewayApp = createGatewayApp({
      log: createLogger('gateway', 'silent'),
      services: {
        identity: identity.url,
        catalog: catalog.url,
        deliveries: deliveries.url,
        ledger: ledger.url,
        notifications: notifications.url,
      },
      verify: createJwksVerifier(jwks.JWKS_URL),
      deploymentId: 'fuzz',
    });
    // Served as the gateway's main serves it: a Node default (5 s keep-alive) raced the fuzzer's reused connections.
    gateway = await listenHttp(gatewayApp, 0, '127.0.0.1');
    const gatewayUrl = `http://127.0.0.1:${(gateway!.address() as AddressInfo).port}`;

    const staff = await signIn(gatewayUrl, 'staff@demo.test');
    const { storeId, sellerIds } = await demoCatalogSetup(staff);
    const product = await staff.call<{ data: { id: string } }>(
      'POST',
      '/api/demo/products',
      productBody(1, storeId, sellerIds[0]!, 'active'),
    );
    const coworkers = await staff.call<{ data: { id: string }[] }>('GET', '/api/demo/coworkers');
    return {
      gatewayUrl,
      gatewayApp,
      services,
      staff,
      ids: { seller: sellerIds[0]!, product: product.data.id, store: storeId, coworker: coworkers.data[0]!.id },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}
