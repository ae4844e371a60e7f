// The one URL rule (contracts' isHttpUrl), as a module of its own so the portal's log-out can load it lazily.
export { isHttpUrl } from '@consign/contracts';
