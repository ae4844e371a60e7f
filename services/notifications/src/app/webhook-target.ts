import { lookup } from 'node:dns/promises';
import { AppError } from '@consign/contracts';
import { isPrivateAddress } from '../domain/private-address';

export const PRIVATE_TARGET_MESSAGE = 'Webhook URLs must not point to private or loopback addresses';

/**
 * Refuses a URL whose host resolves to a private or loopback address (unless allowed by config). Checked
 * when the endpoint is saved and again before every POST, since DNS can change in between.
 */
export async function assertPublicTarget(url: string, allowPrivate: boolean): Promise<void> {
  if (allowPrivate) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);
  } catch {
    throw AppError.unexpectedState(`Webhook host ${host} could not be resolved`, 'unresolvable_host');
  }
  if (!addresses.length || addresses.some(isPrivateAddress)) throw AppError.unexpectedState(PRIVATE_TARGET_MESSAGE, 'private_address');
}
