import { useNotify } from './notify';

interface Texts {
  success: string;
  failure: string;
}

/**
 * Runs a mutation and tells the user how it went (SPEC §8): the success toast, or an error toast with the
 * response message or the fallback. Resolves to `{ data }`, or undefined when it failed.
 */
export function useSave() {
  const notify = useNotify();
  return async function save<T>(request: { unwrap(): Promise<T> }, texts: Texts): Promise<{ data: T } | undefined> {
    try {
      const data = await request.unwrap();
      notify.success(texts.success);
      return { data };
    } catch (error) {
      notify.error(error, texts.failure);
      return undefined;
    }
  };
}
