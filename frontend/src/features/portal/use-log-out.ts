import type { OrganizationView } from '@consign/contracts';
import { useLogoutMutation } from '../../api/auth.api';
import { useGetOrganizationQuery } from '../../api/organization.api';

/** The portal's Log out (for the organization the caller shows, else the cached one): signs out, then goes to the organization's forwardUrlLogOut when it has one. */
export function useLogOut(shown?: OrganizationView) {
  const [logout, { isLoading }] = useLogoutMutation();
  const { data } = useGetOrganizationQuery(undefined, { skip: Boolean(shown) });
  const organization = shown ?? data;
  const logOut = async () => {
    // Read before logging out: logging out clears every cached answer, the organization's too.
    const forward = organization?.config.forwardUrlLogOut;
    await logout();
    if (!forward) return;
    // http(s) only, also for a value stored before the server refused other schemes: javascript: would run here.
    // contracts' URL rule is a zod schema: it loads when there is a forward to check, not with the portal.
    const { isHttpUrl } = await import('./http-url');
    if (isHttpUrl(forward)) window.location.assign(forward);
  };
  return { logOut, isLoading };
}
