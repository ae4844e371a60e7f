import type { IncomingMessage } from 'node:http';
import { CLIENT_ADDRESS_HEADER, CLIENT_SCHEME_HEADER, GATEWAY_PROOF_HEADER, clientAtEdge, forwardedClient, gatewayProof } from '../src';

const request = (headers: Record<string, string>, remoteAddress = '10.0.0.5', encrypted = false) =>
  ({ headers, socket: { remoteAddress, encrypted } }) as unknown as IncomingMessage;

test('at the edge, X-Forwarded-For and -Proto count only as far as the trusted proxies reach', () => {
  const req = request({ 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.4', 'x-forwarded-proto': 'https' });
  expect(clientAtEdge(req, 0)).toEqual({ address: '10.0.0.5', scheme: 'http' });
  expect(clientAtEdge(req, 1)).toEqual({ address: '10.0.0.4', scheme: 'https' });
  expect(clientAtEdge(req, 2)).toEqual({ address: '203.0.113.9', scheme: 'https' });
  // More hops configured than the request came through: the farthest address named, never beyond.
  expect(clientAtEdge(request({ 'x-forwarded-for': '203.0.113.9' }), 3)).toEqual({ address: '203.0.113.9', scheme: 'http' });
  expect(clientAtEdge(request({}, '::1', true), 1)).toEqual({ address: '::1', scheme: 'https' });
});

test("a service takes the gateway's word only with the proof of this deployment's secret", () => {
  const clientOf = forwardedClient('the-deployment-secret');
  const claim = { [CLIENT_ADDRESS_HEADER]: '198.51.100.7', [CLIENT_SCHEME_HEADER]: 'https', 'x-forwarded-for': '192.0.2.1' };
  expect(clientOf(request({ ...claim, [GATEWAY_PROOF_HEADER]: gatewayProof('the-deployment-secret') }))).toEqual({
    address: '198.51.100.7',
    scheme: 'https',
  });
  for (const proof of [undefined, gatewayProof('another-secret'), 'x'])
    expect(clientOf(request({ ...claim, ...(proof ? { [GATEWAY_PROOF_HEADER]: proof } : {}) }))).toEqual({
      address: '10.0.0.5',
      scheme: 'http',
    });
});
