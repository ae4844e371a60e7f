import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { useService } from '@consign/kit/testing';
import { catalogService } from '../../catalog/src/service';
import { callAt, type useDeliveries } from './deliveries-harness';

/** A real catalog beside the deliveries service, on its database server and bus: for what catalog's events bring. */
export function useCatalogBeside(h: ReturnType<typeof useDeliveries>) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'catalog-'));
  const catalog = useService(h.infra, catalogService, () => ({ JWKS_URL: h.tokens.jwksUrl(), DATA_DIR: dataDir }));
  const catalogCall = <T = Record<string, unknown>>(method: string, apiPath: string, token: string, body?: unknown) =>
    callAt<T>(catalog().url, method, apiPath, token, body);
  return { catalog, catalogCall };
}
